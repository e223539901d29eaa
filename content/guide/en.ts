import type { ContentDocument } from "../types";

export const guideEn: ContentDocument = {
  intro: "How to go from a company account to pair and team forecasts you can act on, step by step.",
  sections: [
    {
      id: "start",
      heading: "1. Create the company account",
      paragraphs: ["Register with your work e-mail on the landing page. We send a link to confirm the address; the tools open once it is confirmed. Sign in later with your password or a one-time link by e-mail."],
    },
    {
      id: "profiles",
      heading: "2. Add your specialists' profiles",
      paragraphs: ["A profile is one person: name, position and the answers to the personality questionnaire. Open Profiles and choose “New profile”. Fill in the questionnaire yourself if you know the answers, or send the person an invitation link: the questionnaire takes about 15 minutes, saves progress after each step, and the profile becomes complete when it is sent."],
      list: [
        "Each profile shows its status: waiting for answers, complete, or graded.",
        "Our estimators can grade competence, professionalism and personal maturity; graded profiles give narrower forecasts.",
        "“Hide details from others” keeps a profile's answers from view; it still counts in forecasts.",
      ],
    },
    {
      id: "pair",
      heading: "3. Check a pair",
      paragraphs: [
        "Under Compatibility put two complete profiles in the slots and run the check. The chart shows their likely compatibility for each of the next 12 months on a 0–100 scale; the line is the central estimate and the shaded band is where the value is likely to lie. Below it are the main reasons that raise or lower the forecast.",
        "“High”, “typical” and “low” compare the pair with a reference population of simulated pairs; the FAQ explains how.",
      ],
    },
    {
      id: "team",
      heading: "4. Check a team",
      paragraphs: ["Team check takes up to four members and, from three members on, a manager. It forecasts the first 13 weeks: cohesion, power and atmosphere of the team, each member's mood and contribution, and how well the manager fits the role."],
    },
    {
      id: "simulator",
      heading: "5. Simulate changes",
      paragraphs: ["The manager's simulator keeps a team on a timeline. Add hires, dismissals, appointments of a lead or a manager, and office or remote work on the dates they happen, run the forecast and see how the indicators are likely to change. Every edit can be undone before you save it."],
    },
    {
      id: "compare",
      heading: "6. Compare teams",
      paragraphs: ["Team comparison puts saved teams side by side on power, cohesion and atmosphere, with differences smaller than the forecasts' uncertainty shown as “about the same”."],
    },
    {
      id: "plans",
      heading: "7. Plans and payment",
      paragraphs: ["Profiles and pair forecasts are free. Team forecasts, the simulator and team comparison come with a plan, weekly or monthly, for one to four teams or without a limit. Pay by card on Stripe's secure page; the subscription page shows your plan, its invoices and your cards, and you can cancel at any time: the plan stays active until the end of the paid period."],
    },
    {
      id: "reading",
      heading: "8. Reading forecasts responsibly",
      paragraphs: ["Forecasts show tendencies drawn from published research on personality, never certainties about people. Use them to prepare a conversation or to notice a risk early, together with what you know of the people, and never as the only basis of a decision about someone."],
    },
    {
      id: "help",
      heading: "Help",
      paragraphs: ["Questions that are not answered here or in the FAQ: write to us from the “For companies” page and we will reply by e-mail."],
    },
  ],
};
