import { GRADES } from "../engine/person/person";
import { gradingEncoding, profileQuestionnaireV1 } from "../questionnaire";
import { gradedCorpus } from "../questionnaire/testing/graded-corpus";
import type { TrainingRow } from "./train";

// Training rows from the synthetic graded corpus, for tests and the bench.

export function corpusRows(count: number, seed: string): { rows: TrainingRow[]; inputSize: number; encoding: string } {
  const encoding = gradingEncoding(profileQuestionnaireV1);
  const rows = gradedCorpus(count, seed).map(({ answers, grades }, i) => ({
    id: `${seed}-${i}`,
    features: encoding.encode(answers),
    grades: { K: GRADES.indexOf(grades.K), P: GRADES.indexOf(grades.P), L: GRADES.indexOf(grades.L) },
  }));
  return { rows, inputSize: encoding.features.length, encoding: encoding.id };
}
