export { PLACEHOLDERS, foldDiacritics, lowerCase, normalizeText, tokenize, type Language } from './text.js';
export { hashString } from './hash.js';
export { DEFAULT_FEATURE_CONFIG, Vectorizer, extractCounts, type FeatureConfig, type SparseVector } from './features.js';
export { DEFAULT_SVM_OPTIONS, trainBinarySvm, type SvmOptions } from './svm.js';
export { DEFAULT_TEMPERATURE, TextClassifier, type PredictOptions, type Prediction, type TrainOptions } from './model.js';
export { evaluate, stratifiedKFold, type ClassMetrics, type Evaluation, type Fold } from './metrics.js';
export { parseCsv, parseCsvRecords, parseJsonl, parseTable, type Table } from './data.js';
export { MODEL_FORMAT_VERSION, deserializeModel, loadModel, saveModel, serializeModel } from './model-file.js';
