/** One numbered part of an agreement. */
export type TAgreementSection = {
  heading: string;
  paragraphs: readonly string[];
};

/** A legal text shown as a page and as a dialog. */
export type TAgreement = {
  title: string;
  intro: readonly string[];
  sections: readonly TAgreementSection[];
};
