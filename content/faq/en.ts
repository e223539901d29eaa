import type { ContentDocument, ContentNumbers } from "../types";

export const faqEn = (n: ContentNumbers): ContentDocument => ({
  sections: [
    {
      heading: "What does the forecast rest on?",
      paragraphs: [
        "On the five broad personality traits measured by a short questionnaire, on estimated professional levels where available, and on how people work together. The directions of every effect follow published research.",
      ],
    },
    {
      heading: "How certain are the results?",
      paragraphs: [
        "They are tendencies. Personality explains a modest share of how relationships and teams turn out, so treat the forecast as one input among others. Every chart shows a band around the central estimate: the wider it is, the less the answers can tell.",
      ],
    },
    {
      heading: "Who can see a profile?",
      paragraphs: [
        "Only the company that keeps it. An owner can hide a profile's details; the profile still counts in compatibility and team forecasts.",
      ],
    },
    {
      id: "bands",
      heading: "What do “high”, “typical” and “low” mean?",
      paragraphs: [
        `Every score is compared with a reference population of ${n.referencePairs} simulated pairs and ${n.referenceTeams} teams whose personalities follow published adult norms (BFI-2; Soto & John, 2017). “High” means the top quarter of that population, “low” the bottom quarter and “typical” the middle half. “Higher than 82 % of pairs” places the score among those simulated pairs; it is not a probability of success. Differences smaller than a forecast’s uncertainty are shown as “about the same”.`,
      ],
    },
    {
      heading: "How does a specialist fill in the questionnaire?",
      paragraphs: [
        "Create a profile and either fill it in yourself or send the person an invitation link. The questionnaire takes about fifteen minutes, saves progress after every step and can be finished later from the same link.",
      ],
    },
    {
      heading: "What costs money?",
      paragraphs: [
        "Profiles and pair forecasts are free. Team forecasts, the manager's simulator and team comparison come with a plan; plans differ by tools and by how many teams you keep. The prices page lists every plan in your currency.",
      ],
    },
    {
      heading: "How do I delete my data?",
      paragraphs: [
        "Delete a profile from its page, or the whole account in settings: your sessions end at once and the account's profiles are removed. The privacy policy says what is kept and for how long.",
      ],
    },
  ],
});
