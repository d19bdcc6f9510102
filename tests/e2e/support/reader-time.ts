/**
 * Any time a public list shows under the one reader-time rule (app/lib/relative-time.ts
 * formatReaderTime, "list"): today 'HH.mm', yesterday 'i går HH.mm', 2–6 days 'Nd siden', then the date.
 */
export const LIST_TIME = /^(\d{2}\.\d{2}|i går \d{2}\.\d{2}|[2-6]d siden|\d{1,2}\. [a-zæøå]+ \d{4})$/;
