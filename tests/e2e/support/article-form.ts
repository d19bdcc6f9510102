/** The new-article form as a browser posts it (no JavaScript): the fields a plain article needs. */
export function newArticleFormBody(title: string): URLSearchParams {
  return new URLSearchParams({
    title,
    category: "Nyheder",
    excerpt: `Uddrag til ${title}`,
    content: `Brødtekst til ${title}.`,
    tags: "[]",
  });
}
