/** /researches: the member's own researches, and the submission form for researchers. */
export default function ResearchesPage() {
  return null;
}
