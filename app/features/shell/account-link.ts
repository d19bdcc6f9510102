/*
 * The header's account link (ADR 0025). Its markup is the same for every reader, so the page cache
 * serves one HTML to all: 'Log ind' to /konto/log-ind. A signed-in reader's browser swaps in the
 * name and /konto from the private status endpoint. React must never compare or rewrite that link,
 * so it is the inner HTML of a `dangerouslySetInnerHTML` element (React keeps such markup as it is
 * when it hydrates, and rewrites it only when the string changes, which it never does).
 *
 * The swap is an inline script the server writes into <head> (root.tsx, behind the CSP nonce):
 * no module, so not one byte of it in any page's JavaScript budget, and it starts the request
 * before the body is parsed. It asks only when the marker cookie is there, so an anonymous
 * reader's page view costs no request. What every public page's script carries is the empty span
 * in site-header.tsx, nothing of this module (account-name.ts holds the /konto page's own redraw).
 * It imports nothing: whatever it imports joins the shell's chunk, which every public page loads
 * (scripts/lib/client-chunks.ts), so the addresses and the cookie's name of lib/account-link are
 * written out here, and the test checks they are the same.
 *
 * A header that React mounts afresh in the browser (a client-side navigation from the back office,
 * an error boundary) has an empty span until the next document: the account pages themselves
 * leave by document navigations and redraw the link (konto-layout.tsx, account-name.ts).
 */

/** Marks the element whose inner HTML is the account link. */
export const ACCOUNT_LINK_ATTRIBUTE = "data-konto";

/**
 * The link as every reader's HTML has it (to lib's ACCOUNT_SIGN_IN_PATH), written by the server
 * only (`serverOnlyHtml` in site-header.tsx): the browser keeps the server's markup and carries
 * none of it. `focus-on-dark`: the header's white focus ring.
 */
export const ACCOUNT_LINK_HTML =
  '<a href="/konto/log-ind" class="block max-w-24 truncate py-3 text-sm font-bold text-background/85 hover:text-background focus-on-dark md:max-w-48">Log ind</a>';

/**
 * What `showAccountName` (account-name.ts) does, as a script: asks the status endpoint when the
 * marker cookie is there, and fills the link in once the document is parsed. Written by the server
 * only (`serverOnlyHtml`), so it is not in the browser's bundle either: keep it a plain template of
 * constants (a call in it would keep it in the bundle, as the bundler cannot tell it is pure).
 *
 * Issue 24 adds two things for a signed-in reader. The followed clubs' 'Følg' buttons
 * (components/follow-club-form.tsx) become 'Følger' (aria-pressed, and the form unfollows: its
 * `intent` input, or the button's own value where the button carries the intent, as the match
 * centre's stars do, features/match-centre/match-follow-button.tsx). And
 * the front page's 'Mine klubber' strip (features/follows/my-clubs-strip.ts) is filled from
 * `/api/mine-klubber`: `data-konto-ind` on <html>, set before the body is parsed, lets the CSS
 * reserve its row, so it appears without moving the page. Text goes in through `textContent`.
 */
export const ACCOUNT_STATUS_SCRIPT = `(function(){var d=document,h=d.documentElement;if(!/(?:^|;\\s*)forsiden_konto=1(?:;|$)/.test(d.cookie))return;h.setAttribute("data-konto-ind","");var j=function(u){return fetch(u,{credentials:"same-origin"}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})},s=j("/api/konto/status");function e(t,x){var n=d.createElement(t);n.textContent=x;return n}function f(){s.then(function(a){if(!a||!a.signedIn){h.removeAttribute("data-konto-ind");return}var l=d.querySelector("[${ACCOUNT_LINK_ATTRIBUTE}] a");if(l){l.textContent=a.name||"Min konto";l.setAttribute("href","/konto");if(a.name)l.setAttribute("aria-label","Min konto: "+a.name)}var o=a.follows||[];d.querySelectorAll("[data-follow-club]").forEach(function(b){if(o.indexOf(b.getAttribute("data-follow-club"))<0)return;b.setAttribute("aria-pressed","true");var t=b.querySelector("[data-follow-label]"),p=b.closest("form"),i=p&&p.querySelector("input[name=intent]")||b;if(t)t.textContent="Følger";i.value="unfollow"});var m=d.querySelector("[data-mine-klubber] ul");if(m)j("/api/mine-klubber").then(function(r){if(!r)return;r.clubs.forEach(function(c){var i=d.createElement("li"),x=e("a",c.name);x.href=c.href;i.appendChild(x);if(c.headline){var y=e("a",c.headline.title);y.href=c.headline.href;i.appendChild(y)}m.appendChild(i)});if(!r.clubs.length){var i=d.createElement("li"),x=e("a","Følg dine klubber, og se deres nyheder her");x.href="/klubber";i.appendChild(x);m.appendChild(i)}})})}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",f);else f()})();`;
