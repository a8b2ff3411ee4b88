export { PLACEHOLDERS, analyze, foldDiacritics, isDisplayTerm, lowerCase, normalizeText, tokenize, type Language, type Token } from './text.js';
export { hashString } from './hash.js';
export {
  SPEAKERS,
  dialogueProblem,
  flattenInput,
  isDialogue,
  segmentsOf,
  type Dialogue,
  type DialogueTurn,
  type Segment,
  type Speaker,
  type TextInput,
} from './input.js';
export { DEFAULT_FEATURE_CONFIG, Vectorizer, extractCounts, type FeatureConfig, type SparseVector } from './features.js';
export { visitFeatures, type FeatureKind, type FeatureVisitor } from './extract.js';
export { DEFAULT_SVM_OPTIONS, toCsr, trainBinarySvm, type Csr, type SvmOptions } from './svm.js';
export {
  TextClassifier,
  TrainingCancelledError,
  type Calibration,
  type Classification,
  type ClassifyOptions,
  type Keyword,
  type LabelMode,
  type ModelParts,
  type PredictOptions,
  type Prediction,
  type TrainLabels,
  type TrainOptions,
  type TrainProgress,
} from './model.js';
export { bestF1Threshold, expectedCalibrationError, fitPlatt, fitTemperature, type Platt } from './calibration.js';
export {
  classMetrics,
  countDecisions,
  evaluate,
  evaluateMultiLabel,
  macroF1FromCounts,
  stratifiedKFold,
  type ClassMetrics,
  type Evaluation,
  type Fold,
  type MultiLabelEvaluation,
} from './metrics.js';
export {
  DEFAULT_EVALUATION_SEED,
  planEvaluation,
  scorePredictions,
  trainWithEvaluation,
  type EvaluationProtocol,
  type HeldOutPrediction,
  type ModelEvaluation,
  type ProtocolChoice,
  type ProtocolKind,
  type Scores,
  type TrainWithEvaluationOptions,
} from './protocol.js';
export {
  DEFAULT_SEMANTIC_SCALE,
  SEMANTIC_ENCODER_EN,
  SemanticUnavailableError,
  loadSemanticEncoder,
  semanticText,
  type SemanticEncoder,
  type SemanticEncoderOptions,
  type SemanticParts,
  type SemanticTrainingInput,
} from './semantic/index.js';
export { parseCsv, parseCsvRecords, parseJsonl, parseTable, type Table } from './data.js';
export { MODEL_FORMAT_VERSION, deserializeModel, loadModel, saveModel, serializeModel } from './model-file.js';
export { explain, type ExplainOptions, type Explanation, type ExplanationSpan, type FeatureContribution } from './explain.js';
export { rankForLabelling, type LabellingCandidate, type RankOptions } from './active.js';
export {
  CategoryTree,
  CategoryTreeError,
  type CategoryNode,
  type CategoryTreeErrorCode,
  type NodeScore,
  type PredictedPath,
  type RollUpMode,
  type RollUpOptions,
} from './kinds/tree.js';
export {
  EMOTION_LABELS,
  GOEMOTIONS_TO_EMOTION,
  SENTIMENT_LABELS,
  canonicalSentiment,
  sentimentScore,
  validateEmotionLabels,
  validateSentimentLabels,
  type EmotionLabel,
  type NumericSentiment,
  type SentimentLabel,
} from './kinds/sentiment.js';
export { splitSentences, type Sentence, type SplitOptions } from './kinds/sentences.js';
export {
  aspectSentiment,
  aspectSentimentAsync,
  type AspectOptions,
  type AspectSentiment,
  type AsyncPredictor,
  type Predictor,
} from './kinds/aspect.js';
export * from './language/index.js';
export {
  BUILTIN_ENTITY_TYPES,
  DEFAULT_MASKED_TYPES,
  compileEntityMappings,
  findEntities,
  hasKnownCardIssuer,
  isLuhnValid,
  isValidIban,
  isValidTckn,
  maskEntities,
  type BuiltinEntityType,
  type CompiledEntityMappings,
  type Entity,
  type EntityMapping,
  type EntityType,
  type FindEntitiesOptions,
  type MaskOptions,
  type MaskResult,
  type MaskStyle,
} from './entities/index.js';
export {
  TopicsCancelledError,
  topics,
  type CancelSignal,
  type KeyPhrase,
  type Topic,
  type TopicDocument,
  type TopicOptions,
  type TopicResult,
} from './topics/topics.js';
/** The topic engine's built-in stopwords (the operator's dictionary page shows them; runs add and remove via options). */
export { ENGLISH_STOPWORDS as TOPIC_ENGLISH_STOPWORDS, TURKISH_STOPWORDS as TOPIC_TURKISH_STOPWORDS } from './topics/stopwords.js';
