export {
  SEMANTIC_ENCODER_EN,
  SemanticUnavailableError,
  loadSemanticEncoder,
  type SemanticEncoder,
  type SemanticEncoderOptions,
} from './encoder.js';
export {
  DEFAULT_SEMANTIC_SCALE,
  checkPredictionVectors,
  checkTrainingVectors,
  withDense,
  type SemanticParts,
  type SemanticTrainingInput,
} from './dense.js';
export { semanticText } from './text.js';
