import { z } from "zod";

// The shape PostgreSQL's uuid type reads (8-4-4-4-12 hex digits, either case). Any other string
// sent to a uuid column makes the query fail: a 500 and an error log line for a typo in a URL.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms: check with this before one reaches a uuid column. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A form field that must be an id, refused with `message` (Danish) otherwise. */
export function uuidField(message: string) {
  return z.string(message).refine(isUuid, message);
}
