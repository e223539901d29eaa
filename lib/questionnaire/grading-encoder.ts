import { createEvaluator, indexQuestions } from "./evaluator";
import type { Answers, DropdownAnswer, Option, Question, QuestionnaireDefinition } from "./types";

// Turns profile answers into the fixed-length number vector the grading network reads.
// Rules, one per question type (docs/neuronet.md):
// - select: when every option's neuronAnswer is a number, one feature: neuronAnswer scaled
//   to 0..1 over the options' range; else when every option has `computed`, the same with
//   `computed`; else one-hot, one feature per option value ("name=value").
// - dropdown: multi-hot over every node of the option tree ("name=a", "name=a/b"), so each
//   level of the chosen path is set and related leaves share their branch.
// - multiselect: multi-hot, one feature per option value.
// - slider, range: the value scaled to 0..1 by the question's bounds (clamped).
// - formula: the computed value scaled by the largest sum its terms can reach.
// Every question also has a "name:missing" feature: 1 when the question is hidden,
// unanswered or answered with a value that does not fit (unknown code), and then all its
// value features are 0. Nothing yields NaN: every number is checked and clamped.

/** Bump whenever the encoding of any answer changes: a stored network names the encoding it learnt. */
export const GRADING_ENCODER_VERSION = 1;

export interface GradingEncoding {
  /** Questionnaire kind and version plus the encoder version, e.g. "profile-v1/e1". */
  readonly id: string;
  /** One name per input number. */
  readonly features: readonly string[];
  encode(answers: Readonly<Record<string, unknown>>): Float32Array;
}

/** Writes the value features of one visible, well-formed answer into `out` from `at`. */
interface QuestionEncoder {
  readonly question: Question;
  readonly names: readonly string[];
  write(answer: unknown, out: Float32Array, at: number): void;
}

const unit = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const scaled = (x: number, min: number, max: number): number => (max > min ? unit((x - min) / (max - min)) : Number.isFinite(x) ? 1 : 0);
const isNumber = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);

function selectEncoder(question: Question): QuestionEncoder {
  const scope = question.scope;
  const numeric = scope.length > 0 && scope.every((o) => isNumber(o.neuronAnswer))
    ? (o: Option) => o.neuronAnswer as number
    : scope.length > 0 && scope.every((o) => isNumber(o.computed))
      ? (o: Option) => o.computed as number
      : undefined;
  if (numeric) {
    const values = scope.map(numeric);
    const min = Math.min(...values);
    const max = Math.max(...values);
    return {
      question,
      names: [question.neuronName],
      write(answer, out, at) {
        const option = scope.find((o) => o.value === answer);
        if (option) out[at] = scaled(numeric(option), min, max);
      },
    };
  }
  return multiHot(question, scope.map((o) => o.value), (answer) => (typeof answer === "string" ? [answer] : []));
}

function multiHot(question: Question, codes: readonly string[], chosen: (answer: unknown) => readonly string[]): QuestionEncoder {
  const position = new Map(codes.map((code, i) => [code, i]));
  return {
    question,
    names: codes.map((code) => `${question.neuronName}=${code}`),
    write(answer, out, at) {
      for (const code of chosen(answer)) {
        const i = position.get(code);
        if (i !== undefined) out[at + i] = 1;
      }
    },
  };
}

/** Every node of a dropdown tree as its path "a/b/c", depth first. */
function treePaths(options: readonly Option[], prefix = ""): string[] {
  return options.flatMap((o) => {
    const path = prefix ? `${prefix}/${o.value}` : o.value;
    return [path, ...treePaths(o.children ?? [], path)];
  });
}

function answerPaths(tree: unknown): string[] {
  const paths: string[] = [];
  let node = tree as DropdownAnswer | undefined;
  let prefix = "";
  while (node && typeof node === "object" && typeof node.value === "string") {
    prefix = prefix ? `${prefix}/${node.value}` : node.value;
    paths.push(prefix);
    node = node.child;
  }
  return paths;
}

function boundedEncoder(question: Question): QuestionEncoder {
  const bounds = question.slider;
  return {
    question,
    names: [question.neuronName],
    write(answer, out, at) {
      if (!isNumber(answer)) return;
      // Without bounds (not in any definition) a squashing keeps the value in 0..1.
      out[at] = bounds ? scaled(answer, bounds.min, bounds.max) : unit(0.5 + answer / (2 * (1 + Math.abs(answer))));
    },
  };
}

/** The largest number an answer to `question` can contribute to a formula. */
function largestNumber(question: Question | undefined): number {
  if (!question) return 0;
  if (question.type === "slider" || question.type === "range") return Math.max(0, question.slider?.max ?? 0);
  if (question.type === "multiselect") return question.scope.length;
  const numbers = flatten(question.scope).map((o) => o.computed ?? Number(o.value)).filter(isNumber);
  return numbers.length > 0 ? Math.max(0, ...numbers) : 0;
}

function flatten(options: readonly Option[]): Option[] {
  return options.flatMap((o) => [o, ...flatten(o.children ?? [])]);
}

function formulaEncoder(question: Question, byName: ReadonlyMap<string, Question>): QuestionEncoder {
  const terms = question.answer?.formula?.questions ?? [];
  const max = terms.reduce((sum, term) => sum + largestNumber(byName.get(term)), 0);
  return {
    question,
    names: [question.neuronName],
    write(answer, out, at) {
      if (isNumber(answer)) out[at] = scaled(answer, 0, max);
    },
  };
}

function questionEncoder(question: Question, byName: ReadonlyMap<string, Question>): QuestionEncoder {
  switch (question.type) {
    case "select":
      return selectEncoder(question);
    case "multiselect":
      return multiHot(question, question.scope.map((o) => o.value), (answer) => (Array.isArray(answer) ? (answer as string[]) : []));
    case "dropdown":
      return multiHot(question, treePaths(question.scope), answerPaths);
    case "slider":
    case "range":
      return boundedEncoder(question);
    case "formula":
      return formulaEncoder(question, byName);
    default:
      return { question, names: [], write: () => undefined };
  }
}

export function gradingEncoding(definition: QuestionnaireDefinition): GradingEncoding {
  const byName = indexQuestions(definition.questions);
  const ordered = [...byName.values()].sort((a, b) => a.index - b.index);
  const encoders = ordered.map((q) => questionEncoder(q, byName));
  const features: string[] = [];
  const layout = encoders.map((encoder) => {
    const at = features.length;
    features.push(...encoder.names, `${encoder.question.neuronName}:missing`);
    return { encoder, at, missingAt: features.length - 1 };
  });
  return {
    id: `${definition.kind}-v${definition.version}/e${GRADING_ENCODER_VERSION}`,
    features,
    encode(answers) {
      const out = new Float32Array(features.length);
      const evaluator = createEvaluator(byName, (answers ?? {}) as Answers);
      for (const { encoder, at, missingAt } of layout) {
        // The evaluator answers undefined for hidden questions and for values that do not fit.
        const value = evaluator.value(encoder.question.neuronName);
        if (value === undefined) out[missingAt] = 1;
        else encoder.write(value, out, at);
      }
      return out;
    },
  };
}
