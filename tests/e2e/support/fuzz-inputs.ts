import fc from "fast-check";

/*
 * Hostile inputs for tests/e2e/fuzz.spec.ts: a table of values known to break servers, markers
 * that show a reflected or stored script when they come back unescaped, and fast-check
 * generators that mix both with random text.
 */

/** Unique enough to be found in any response, harmless if it ever runs. */
export const MARKER = "fuzz7331";

/** Injected scripts: any of them back in HTML, SVG or XML unescaped is a cross-site scripting hole. */
export const SCRIPT_PAYLOADS = [
  `<script>${MARKER}</script>`,
  `"><img src=x onerror=${MARKER}()>`,
  `'><svg onload=${MARKER}()>`,
  `</script><script>${MARKER}</script>`,
  `javascript:${MARKER}()`,
  `</textarea><script>${MARKER}</script>`,
  `<iframe srcdoc="<script>${MARKER}</script>">`,
];

/** What an unescaped payload looks like in a response body (escaped forms never match). */
const UNESCAPED = [
  new RegExp(`<script>${MARKER}`, "i"),
  new RegExp(`<img src=x onerror=${MARKER}`, "i"),
  new RegExp(`<svg onload=${MARKER}`, "i"),
  /<iframe srcdoc=/i,
  new RegExp(`(href|src|action|formaction)\\s*=\\s*["']?\\s*javascript:${MARKER}`, "i"),
];

/** The unescaped payload found in a response, or null. Only for types a browser runs scripts in. */
export function unescapedScript(contentType: string | null, body: string): string | null {
  if (!/html|svg|xml/i.test(contentType ?? "")) return null;
  if (!body.includes(MARKER)) return null;
  for (const pattern of UNESCAPED) {
    const match = pattern.exec(body);
    if (match) return body.slice(Math.max(0, match.index - 80), match.index + 80);
  }
  return null;
}

/** Values that have broken servers somewhere: encodings, controls, injections, numbers, sizes. */
export const HOSTILE_VALUES = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\r\nX-Fuzz: 1",
  "a\rb\nc",
  "\t",
  "\u0007\u001b[31m",
  "\u007f",
  "\u0085",
  "\u2028\u2029",
  "\u202egnp.exe",
  "\ufeff",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "😀",
  "æøå ÆØÅ",
  "é",
  "٣٤",
  // Local-looking redirect targets that are not valid header values.
  "/😀",
  "/a\r\nSet-Cookie: fuzz=1",
  "/\u0085",
  "/%",
  "/ø?x=ü#æ",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/\\evil.example",
  "//evil.example/",
  "https://evil.example/",
  "http://127.0.0.1:1/",
  "http://[::1]/",
  "http://169.254.169.254/latest/meta-data/",
  "file:///etc/passwd",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "https://www.bold.dk/fodbold/",
  "' OR '1'='1",
  "'; DROP TABLE article; --",
  '" OR ""="',
  "\\",
  "\\u0000",
  "%00",
  "%0d%0aSet-Cookie:%20a=b",
  "%",
  "%%",
  "%zz",
  "%C3%28",
  "%FF",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe
  "${7*7}",
  "{{7*7}}",
  "#{7*7}",
  "%s%s%s%n",
  // Id-shaped near misses (issue 21: a loose id check passed them on to a uuid column: 500).
  "------------------------------------",
  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  "0f8fad5b-d9cb-469f-a165-70867728950g",
  "{0f8fad5b-d9cb-469f-a165-70867728950e}",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "99999999999999999999999",
  "9007199254740993",
  "NaN",
  "Infinity",
  "0x10",
  " 12 ",
  "true",
  "false",
  "null",
  "undefined",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "prototype",
  "2026-13-45",
  "2026-02-30T25:61:00",
  "0000-00-00",
  "99:99",
  "admin@forsiden.test",
  "a@b",
  "@",
  "x@y.dk\r\nBcc: z@y.dk",
  `"${MARKER}"@forsiden.test`,
  "otpauth://totp/Forsiden:x?secret=JBSWY3DPEHPK3PXP",
  "123456",
  "000000",
  "premier-league",
  "superligaen",
  "fc-kobenhavn",
  "klub:fc-kobenhavn",
  "liga:superligaen",
  "editor",
  "admin",
  "user",
  "a".repeat(300),
  "x".repeat(5_000),
  "😀".repeat(2_000),
  "<".repeat(1_000),
  "&amp;&lt;&#0;&#x0;",
  "<!--",
  "]]>",
  "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
  ...SCRIPT_PAYLOADS,
];

/** Raw pieces put into a URL without encoding: broken percent-escapes, controls, traversal. */
export const RAW_URL_PIECES = [
  "%00",
  "%0D%0AX",
  "%0a",
  "%09",
  "%1B",
  "%7F",
  "%C2%85",
  "%C3%28",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%EF%BF%BF",
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%",
  "%%",
  "%zz",
  "%2e%2e%2f",
  "%2F",
  "%5C",
  "..",
  ".",
  "+",
  "&",
  "=",
  ";",
  `%3Cscript%3E${MARKER}%3C%2Fscript%3E`,
  `%22%3E%3Cimg%20src%3Dx%20onerror%3D${MARKER}()%3E`,
];

const CONTROL_CHARS = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000b", "\u001f", "\u007f", "\u0085");

/** One hostile string: from the table, random (with lone surrogates and controls), or a mix. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: CONTROL_CHARS, minLength: 1, maxLength: 5 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...SCRIPT_PAYLOADS), fc.string({ maxLength: 10 }))
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** A value for a URL: encoded hostile text, or raw pieces the encoder would never produce. */
export const urlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => encodeURIComponent(safeForEncoder(s)).slice(0, 2_000)) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9-]{0,12}$/), fc.constantFrom(...RAW_URL_PIECES))
      .map(([a, b]) => `${a}${b}`),
  },
);

/** encodeURIComponent throws on a lone surrogate; swap it for a replacement character. */
function safeForEncoder(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** A JSON value of random shape: wrong types, deep arrays, big numbers, hostile strings. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [[[[[]]]]]) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom("__proto__", "constructor", "a", "$where"), hostileString),
  },
);

/** JSON texts that are not what an endpoint expects: malformed, nested 10,000 deep, huge, empty. */
export const BROKEN_JSON_BODIES = [
  "",
  "{",
  '{"email":',
  "[",
  "nul",
  "{'a':1}",
  '{"a":1,}',
  "\u0000",
  '"just a string"',
  "123",
  "null",
  "[]",
  '{"__proto__":{"admin":true}}',
  `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
  `${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`,
  `{"email":"${"a".repeat(200_000)}@b.dk","password":"x"}`,
  '{"email":"a@b.dk","password":"\\u0000"}',
  '{"email":"a@b.dk","password":"\\ud800"}',
  '{"email":["a@b.dk"],"password":{"$gt":""}}',
];

/** Content types sent to form actions and endpoints, right and wrong. */
export const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=ISO-8859-1",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=fuzz",
  'multipart/form-data; boundary="unterminated',
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "text/html",
  "application/xml",
  "application/octet-stream",
  "image/png",
  "*/*",
  "",
  "x".repeat(2_000),
  "multipart/mixed; boundary=fuzz",
];

/** Bodies that claim to be multipart and are not quite. */
export const BROKEN_MULTIPART_BODIES = [
  "garbage",
  "--fuzz\r\n",
  '--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate',
  '--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\nx\r\n--fuzz--\r\n',
  '--fuzz\r\nContent-Disposition: form-data; name="logo"; filename="../../x.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload="x"/>\r\n--fuzz--\r\n',
  "--fuzz--\r\n",
  "",
];
