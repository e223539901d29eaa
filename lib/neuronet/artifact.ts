import { z } from "zod";
import { HYPER_PARAMETER_BOUNDS } from "./hyper-parameters";
import { describeArchitecture, expectedWeights, type ArchitectureDescription } from "./network";

// The stored network: a weights-only JSON document. Nothing in it is ever executed or
// handed to tfjs' model loaders; it is checked against the architecture this code builds
// and the numbers are then copied into a freshly built network (predict.ts).

export const ARTIFACT_FORMAT = "accordo-grading-network";
export const MAX_INPUT_SIZE = 4096;
const MAX_WEIGHT_FLOATS = MAX_INPUT_SIZE * HYPER_PARAMETER_BOUNDS.hiddenUnits.max;

export interface ArtifactWeight {
  name: string;
  shape: number[];
  dtype: "float32";
  /** Base64 of the little-endian float32 values. */
  data: string;
}

export interface ArtifactDocument {
  format: typeof ARTIFACT_FORMAT;
  formatVersion: 1;
  encoding: string;
  inputSize: number;
  hiddenUnits: [number, number];
  architecture: ArchitectureDescription;
  weights: ArtifactWeight[];
}

const units = z.number().int().min(HYPER_PARAMETER_BOUNDS.hiddenUnits.min).max(HYPER_PARAMETER_BOUNDS.hiddenUnits.max);
const ENCODING_ID = /^[a-z]+-v\d{1,6}\/e\d{1,6}$/;

export const ArtifactDocumentSchema = z
  .object({
    format: z.literal(ARTIFACT_FORMAT),
    formatVersion: z.literal(1),
    encoding: z.string().max(64),
    inputSize: z.number().int().min(1).max(MAX_INPUT_SIZE),
    hiddenUnits: z.tuple([units, units]),
    architecture: z
      .array(
        z
          .object({
            name: z.string().max(64),
            kind: z.enum(["dense", "dropout"]),
            units: z.number().int().min(1).max(MAX_INPUT_SIZE),
            activation: z.enum(["relu", "softmax"]).nullable(),
            input: z.string().max(64),
          })
          .strict(),
      )
      .max(16),
    weights: z
      .array(
        z
          .object({
            name: z.string().max(64),
            shape: z.array(z.number().int().min(1).max(MAX_INPUT_SIZE)).min(1).max(2),
            dtype: z.literal("float32"),
            data: z.string().max(Math.ceil((MAX_WEIGHT_FLOATS * 4) / 3) + 4).regex(/^[A-Za-z0-9+/]*={0,2}$/),
          })
          .strict(),
      )
      .max(16),
  })
  .strict();

export type ArtifactProblemCode =
  | "not_an_artifact"
  | "invalid_field"
  | "unknown_layer"
  | "architecture_mismatch"
  | "weight_shape_mismatch"
  | "weight_data_length"
  | "non_finite_weight"
  | "encoding_unknown";

export interface ArtifactProblem {
  code: ArtifactProblemCode;
  /** Where in the document, e.g. "weights[2].data". */
  path: string;
}

export function encodeFloats(values: Float32Array): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setFloat32(i * 4, v, true));
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The floats of a base64 text, or undefined when it is not whole float32 values. */
export function decodeFloats(data: string): Float32Array | undefined {
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return undefined;
  }
  if (binary.length % 4 !== 0) return undefined;
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) view.setUint8(i, binary.charCodeAt(i));
  const values = new Float32Array(binary.length / 4);
  for (let i = 0; i < values.length; i += 1) values[i] = view.getFloat32(i * 4, true);
  return values;
}

/** The document for trained weights, in expectedWeights order. */
export function serializeNetwork(input: { encoding: string; inputSize: number; hiddenUnits: [number, number]; weights: Float32Array[] }): ArtifactDocument {
  const architecture = describeArchitecture(input.inputSize, input.hiddenUnits);
  const expected = expectedWeights(input.inputSize, architecture);
  if (expected.length !== input.weights.length) throw new Error(`expected ${expected.length} weight tensors, got ${input.weights.length}`);
  return {
    format: ARTIFACT_FORMAT,
    formatVersion: 1,
    encoding: input.encoding,
    inputSize: input.inputSize,
    hiddenUnits: [...input.hiddenUnits],
    architecture,
    weights: expected.map((w, i) => ({ name: w.name, shape: w.shape, dtype: "float32", data: encodeFloats(input.weights[i] as Float32Array) })),
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const samePath = (path: readonly PropertyKey[]) => path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "");

/**
 * Checks an uploaded or stored document; every problem found is reported with its path.
 * `knownEncodings`, when given, lists the encodings this app can produce inputs for.
 */
export function checkArtifact(doc: unknown, options: { knownEncodings?: readonly string[] } = {}): { ok: true; artifact: ArtifactDocument } | { ok: false; problems: ArtifactProblem[] } {
  if (!isRecord(doc) || doc.format !== ARTIFACT_FORMAT) return { ok: false, problems: [{ code: "not_an_artifact", path: "" }] };
  const problems: ArtifactProblem[] = [];
  if (Array.isArray(doc.architecture)) {
    doc.architecture.forEach((layer, i) => {
      if (!isRecord(layer) || (layer.kind !== "dense" && layer.kind !== "dropout")) problems.push({ code: "unknown_layer", path: `architecture[${i}].kind` });
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  const parsed = ArtifactDocumentSchema.safeParse(doc);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 20).map((issue) => ({ code: "invalid_field", path: samePath(issue.path) })) };
  const artifact = parsed.data as ArtifactDocument;
  if (!ENCODING_ID.test(artifact.encoding) || (options.knownEncodings && !options.knownEncodings.includes(artifact.encoding))) {
    problems.push({ code: "encoding_unknown", path: "encoding" });
  }
  const architecture = describeArchitecture(artifact.inputSize, artifact.hiddenUnits);
  if (artifact.architecture.length !== architecture.length) problems.push({ code: "architecture_mismatch", path: "architecture" });
  architecture.forEach((layer, i) => {
    const given = artifact.architecture[i];
    if (given && JSON.stringify(given) !== JSON.stringify(layer)) problems.push({ code: "architecture_mismatch", path: `architecture[${i}]` });
  });
  if (problems.length > 0) return { ok: false, problems };
  const expected = expectedWeights(artifact.inputSize, architecture);
  if (artifact.weights.length !== expected.length) problems.push({ code: "weight_shape_mismatch", path: "weights" });
  expected.forEach((want, i) => {
    const weight = artifact.weights[i];
    if (!weight) return;
    if (weight.name !== want.name || JSON.stringify(weight.shape) !== JSON.stringify(want.shape)) {
      problems.push({ code: "weight_shape_mismatch", path: `weights[${i}]` });
      return;
    }
    const values = decodeFloats(weight.data);
    const count = want.shape.reduce((a, b) => a * b, 1);
    if (!values || values.length !== count) problems.push({ code: "weight_data_length", path: `weights[${i}].data` });
    else if (!values.every(Number.isFinite)) problems.push({ code: "non_finite_weight", path: `weights[${i}].data` });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, artifact };
}
