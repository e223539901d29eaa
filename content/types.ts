// Long texts of the public site (FAQ, user guide, privacy policy, terms), one typed file per
// language. Short interface strings stay in messages/*.json; these are documents, rendered on
// the server (and the guide also as a PDF), so they never travel to the browser as messages.

export interface ContentSection {
  /** Anchor other pages link to (`/faq#bands`). */
  id?: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface ContentDocument {
  intro?: string;
  sections: readonly ContentSection[];
}

/** Numbers the texts quote, already formatted in the reader's language. */
export interface ContentNumbers {
  referencePairs: string;
  referenceTeams: string;
}
