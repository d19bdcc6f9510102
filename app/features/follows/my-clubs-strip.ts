/**
 * The front page's 'Mine klubber' strip (issue 24). The front page is one cached document for
 * everybody, so its markup is the same for all: an empty list, hidden unless `data-konto-ind` is on
 * <html> (set by the account script in <head> for a browser with the account marker, before the
 * body is parsed, so its row is reserved from the first paint). The script fills it from
 * `/api/mine-klubber`. Written by the server only (`serverOnlyHtml`), so no page carries it as
 * JavaScript.
 */
export const MY_CLUBS_STRIP_ATTRIBUTE = "data-mine-klubber";

export const MY_CLUBS_STRIP_HTML =
  '<section aria-labelledby="mine-klubber-titel" class="mine-klubber"><h2 id="mine-klubber-titel"><a href="/mine-klubber">Mine klubber</a></h2><ul></ul></section>';
