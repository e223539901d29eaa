// The grading network: learns K, P and L grades from encoded questionnaire answers.
// TypeScript and TensorFlow.js only; see docs/neuronet.md.

export { DEFAULT_HYPER_PARAMETERS, HYPER_PARAMETER_BOUNDS, HyperParametersSchema, type HyperParameters } from "./hyper-parameters";
export { splitRows } from "./split";
export { GRADE_COUNT, SCALES, buildNetwork, describeArchitecture, expectedWeights, type ArchitectureDescription, type LayerDescription, type Scale } from "./network";
export { trainNetwork, type EpochProgress, type TrainedNetwork, type TrainingInput, type TrainingRow } from "./train";
export { beatsBaseline, majorityGrade, modelMetrics, scaleMetrics, type ModelMetrics, type ScaleMetrics } from "./metrics";
export {
  ARTIFACT_FORMAT,
  ArtifactDocumentSchema,
  checkArtifact,
  decodeFloats,
  encodeFloats,
  serializeNetwork,
  type ArtifactDocument,
  type ArtifactProblem,
  type ArtifactProblemCode,
  type ArtifactWeight,
} from "./artifact";
export { loadNetwork, type GradePrediction, type LoadedNetwork } from "./predict";
export { ensureBackend, selectBackend } from "./backend";
