import type { ContentDocument } from "../types";

export const privacyEn: ContentDocument = {
  intro: "This policy explains what the service keeps about you and the people whose profiles you manage, why, for how long, and what you can do about it.",
  sections: [
    {
      heading: "What we keep",
      paragraphs: ["The data you enter: your account (e-mail, company name, language), the profiles your company manages (names, positions, questionnaire answers and the scores derived from them, estimators' grades), the teams and scenarios you build, and your plan and payment history. Card numbers are entered on Stripe's page and never reach us."],
    },
    {
      heading: "Why",
      paragraphs: ["Only to provide the forecasts and the account to you: to compute compatibility and team forecasts, to let our estimators grade profiles, to send the e-mails you ask for (sign-in links, invitations, receipts) and to keep the records the law requires for payments. We do not sell data and use no advertising trackers."],
    },
    {
      heading: "How we protect it",
      paragraphs: ["Passwords are stored only as one-way hashes; sign-in links work once and expire after 15 minutes. Each company sees only its own profiles; staff access is logged. Connections are encrypted."],
    },
    {
      heading: "How long",
      paragraphs: ["Profiles and results are kept until you delete them or the account. Sessions and one-time links are deleted when they expire, the text of e-mails after 7 days, and unfinished questionnaire drafts 30 days after the last change."],
    },
    {
      heading: "Your rights",
      paragraphs: ["You can see and correct your data in the account, delete any profile, and delete the account at any time in settings: your sessions end at once and its profiles are removed. People whose profiles a company keeps can ask that company, or us through the contact form, to correct or delete them."],
    },
    {
      heading: "Cookies",
      paragraphs: ["We use only the cookies the service needs: one per signed-in area to keep you signed in, and one to remember your language. That you have seen the cookie notice is kept in your browser only.", "Page visits are counted on our own server, without cookies and without keeping your IP address: each visit records the page (with any link secret or record id replaced by a placeholder), the site's language, the referring site's name and a visitor code that changes every day and cannot be traced back to you. There are no advertising or third-party trackers."],
    },
  ],
};

export const termsEn: ContentDocument = {
  intro: "By creating an account or using the forecasts you accept these terms.",
  sections: [
    {
      heading: "What the forecasts are",
      paragraphs: ["Forecasts are tendencies drawn from research on personality, not certainties about any person. Do not use them as the only basis for decisions about people, such as hiring, dismissal or pay."],
    },
    {
      heading: "Consent of the people in profiles",
      paragraphs: ["A company account must have the consent of the people whose profiles it keeps, and must tell them how the results are used. Invitations ask each person to accept the privacy policy before answering."],
    },
    {
      heading: "Your account",
      paragraphs: ["Keep your sign-in details to yourself; you are responsible for what is done with your account. We may suspend an account that is used to harm others or to break the law."],
    },
    {
      heading: "Plans and payment",
      paragraphs: ["Paid plans renew each period until cancelled; a cancelled plan stays active until its end date. Prices are shown before you pay, in roubles on the Russian site and in US dollars on the English one. Payments are not refunded, except where the law requires it."],
    },
    {
      heading: "Availability and changes",
      paragraphs: ["We work to keep the service available and the forecasts correct, but provide them as they are. We may change these terms; we announce material changes by e-mail before they take effect."],
    },
  ],
};
