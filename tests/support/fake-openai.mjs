// A fake OpenAI-compatible chat-completions API (POST /v1/chat/completions) for the generators'
// tests. The answer is chosen by words in the prompt (the source page's title or the topic):
//   UGYLDIG     → an answer that never matches the schema (also after the repair request)
//   KORT UDDRAG → first an excerpt that is too short, then (on the repair request) a good answer
//   LANGSOM     → waits 60 s before answering (longer than any test's AI_TIMEOUT_MS)
//   SERVERFEJL  → HTTP 500 with an OpenAI-style error body
//   otherwise   → a good Danish article as JSON in the message content.
// Every request body is kept in `requests` (newest last) so tests can look at what was sent.

import { readBody } from "./fake-http.mjs";

export const requests = [];

const GOOD_EXCERPT =
  "Forsiden gennemgår de vigtigste detaljer i sagen, hvad den betyder for klubben, og hvad der efter planen skal ske i løbet af de kommende uger.";

function textOf(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((p) => (typeof p === "string" ? p : (p?.text ?? ""))).join("\n");
  return "";
}

function subjectOf(prompt) {
  const source = /Kildens overskrift: (.+)/.exec(prompt)?.[1];
  if (source) return { kind: "url", subject: source.trim() };
  const topic = /Emne: (.+)/.exec(prompt)?.[1];
  return { kind: "history", subject: (topic ?? "Dansk fodbold").trim() };
}

export function goodArticle(prompt) {
  const { kind, subject } = subjectOf(prompt);
  const title = kind === "url" ? `Forsiden forklarer: ${subject}` : `Historien om ${subject}`;
  const content = [
    `${subject} fylder meget i dansk fodbold i disse dage, og Forsiden har samlet det vigtigste.`,
    "## Baggrunden",
    "Sagen har udviklet sig over flere uger, og både spillere, trænere og fans har fulgt den tæt. Her er de fakta, der er kendt indtil nu.",
    "## Hvad sker der nu?",
    "Det næste skridt ventes i løbet af de kommende uger, og Forsiden følger udviklingen tæt og opdaterer, når der er nyt.",
  ].join("\n\n");
  return {
    title,
    slug: kind === "url" ? `forsiden-forklarer-${subject}` : `historien-om-${subject}`,
    excerpt: GOOD_EXCERPT,
    content,
    category: kind === "url" ? "Transfer" : "Historie",
    tags: [
      "klub:FC København",
      "liga:Premier League",
      "klub:Ukendt Boldklub",
      "liga:Månens Liga",
      "spiller:Rasmus Højlund",
      "type:nyhed",
      "løst tag uden præfiks",
    ],
    imageAlt: `Illustration til ${subject}`,
  };
}

function completion(model, content) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
  };
}

function send(res, status, body) {
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
}

export async function handle(req, res, url) {
  if (!url.pathname.startsWith("/v1/")) return false;
  if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
    send(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
    return true;
  }
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    send(res, 400, { error: { message: "Invalid JSON", type: "invalid_request_error" } });
    return true;
  }
  requests.push(body);
  if (requests.length > 200) requests.shift();
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const userText = messages
    .filter((m) => m.role === "user")
    .map((m) => textOf(m.content))
    .join("\n");
  const firstPrompt = textOf(messages.find((m) => m.role === "user")?.content);
  const isRepair = messages.filter((m) => m.role === "user").length > 1;
  const format = body.response_format?.type;
  if (format !== "json_schema" && format !== "json_object") {
    send(res, 400, { error: { message: "response_format must be json_schema or json_object" } });
    return true;
  }

  if (userText.includes("SERVERFEJL")) {
    send(res, 500, { error: { message: "The fake model is down", type: "server_error" } });
    return true;
  }
  if (userText.includes("LANGSOM")) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 60_000);
      res.on("close", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (res.destroyed || res.writableEnded) return true;
  }
  let content;
  if (firstPrompt.includes("UGYLDIG")) {
    content = JSON.stringify({ title: "Mangler felter", tags: "ikke en liste" });
  } else if (firstPrompt.includes("KORT UDDRAG") && !isRepair) {
    content = JSON.stringify({ ...goodArticle(firstPrompt), excerpt: "For kort." });
  } else {
    content = JSON.stringify(goodArticle(firstPrompt));
  }
  send(res, 200, completion(body.model ?? "fake-model", content));
  return true;
}
