// The questionnaire engine: one evaluator for the browser form and the server.
// Pure TypeScript; see docs/questionnaire.md.

export type {
  AnswerSpec,
  AnswerValue,
  Answers,
  Condition,
  DependsOn,
  DependsOnOperator,
  DropdownAnswer,
  FieldRule,
  FormulaSpec,
  LocalizedText,
  Locale,
  NumericBounds,
  DerivedAnswer,
  Option,
  PersonalFieldRules,
  PlausibilityRule,
  Question,
  QuestionOptions,
  QuestionType,
  QuestionnaireDefinition,
  QuestionnaireKind,
  Result,
  Step,
} from "./types";
export { err, ok } from "./types";

export { MAX_DROPDOWN_DEPTH, dropdownPath, normaliseAnswer, pathToTree, type NormalisedAnswer } from "./answers";
export { parseCondition, type ConditionSign, type ParsedCondition } from "./condition";
export { createEvaluator, type Evaluator } from "./evaluator";
export { indexQuestions, isQuestionVisible, visibleQuestions } from "./visibility";
export {
  firstIncompleteStep,
  isStepValid,
  rangePairs,
  stepValidity,
  validateQuestionnaireStep,
  validateStep,
  type StepIssue,
  type StepIssueCode,
} from "./steps";
export {
  ageFromFacts,
  birthDateOf,
  derivedOutOfBounds,
  plausibilityIssues,
  withDerivedAnswers,
  type LifeFacts,
  type PlausibilityCode,
  type PlausibilityIssue,
} from "./plausibility";
export { PARTNER_GROUP_FACTOR, PARTNER_MARKER, makePartnerQuestions, ownName, partnerName, type PartnerCopyOptions } from "./partner";
export { asPartnerAnswers, invitationPart, splitCoupleAnswers, togetherVariant, type CoupleMode } from "./couple-modes";
export {
  NO_ANSWER,
  buildAnswerPayload,
  restoreAnswers,
  restoreCurrentStep,
  type AnswerPayloadItem,
  type PayloadOptions,
  type PayloadResponse,
} from "./payload";
export {
  ageOn,
  birthDateFromInstant,
  compareLocalDates,
  isValidLocalDate,
  normaliseBirthDate,
  parseBirthDate,
  type BirthDateError,
  type LocalDate,
} from "./birth-date";
export {
  arePersonalDetailsComplete,
  isPersonName,
  validatePersonalDetails,
  type PersonalDetails,
  type PersonalDetailsOptions,
  type PersonalField,
  type PersonalFieldCode,
  type PersonalFieldError,
} from "./validation";
export { inOneLanguage, textIn } from "./one-language";
export { checkDefinition, type DefinitionIssue, type DefinitionIssueCode } from "./definition-check";
export {
  AGE_BANDS,
  AVATAR_NAMES,
  NEUTRAL_AVATARS,
  ageBand,
  avatarUrl,
  avatarVariant,
  chooseAvatar,
  isAvatarName,
  normaliseGender,
  type AgeBand,
  type AvatarGender,
  type AvatarInput,
  type AvatarName,
  type AvatarVariant,
} from "./avatar";
export { avatarFromAnswers, type AvatarFromAnswersOptions } from "./avatar-answers";
export {
  ANSWER_MAX,
  ANSWER_MIN,
  BIG_FIVE_DOMAINS,
  BIG_FIVE_INVENTORY,
  ITEMS_PER_DOMAIN,
  ITEM_COUNT,
  inventoryItem,
  type BigFiveDomain,
  type InventoryItem,
  type Keying,
} from "./big-five/inventory";
export {
  keyedValue,
  scoreBigFive,
  toScale,
  type BigFiveResponses,
  type BigFiveScoreError,
  type BigFiveScores,
} from "./big-five/score";
export { bigFiveResponses, scoreQuestionnaireBigFive, type WhoseAnswers } from "./big-five/from-answers";
export {
  AGE_QUESTION,
  AGREEMENT_SCALE,
  GENDER_QUESTION,
  LOVE_TOPICS,
  PERSONALITY_ITEM_TEXTS,
  QUESTIONNAIRE_CONTENT,
  coupleQuestionnaireV1,
  latestQuestionnaire,
  loveQuestionnaireV1,
  personalityQuestionName,
  profileQuestionnaireV1,
  profileQuestionnaireV2,
} from "./content";
export { GRADING_ENCODER_VERSION, gradingEncoding, type GradingEncoding } from "./grading-encoder";
