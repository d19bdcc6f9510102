/** The "all leagues" value of the match filter on /admin/stillinger (`?kampliga=alle`). */
export const ALL_MATCHES = "alle";
