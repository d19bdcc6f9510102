/** Club slugs the generated articles are tagged with ('klub:<slug>'). */
export const GENERATED_CLUBS: string[];
/** SQL inserting `count` generated articles numbered from `offset` (slugs `gen-<n>`). */
export function generateArticlesSql(count: number, offset?: number): string;
