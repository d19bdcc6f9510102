/**
 * The forms of /konto's 'Notifikationer' section (issue 25): their intents and what they answer.
 * Not a server module: the page reads the answer to show it beside the device it concerns.
 */

export const PUSH_DEVICE_INTENTS = ["push-settings", "push-remove-topic", "push-remove-device"] as const;
export type PushDeviceIntent = (typeof PUSH_DEVICE_INTENTS)[number];

export function isPushDeviceIntent(value: unknown): value is PushDeviceIntent {
  return typeof value === "string" && (PUSH_DEVICE_INTENTS as readonly string[]).includes(value);
}

/** The answer of one of the section's forms (the shape of /konto's other forms, plus the device). */
export type PushDeviceFormResult =
  | { ok: true; intent: PushDeviceIntent; deviceId: string; title: string; message: string }
  | { ok: false; intent: PushDeviceIntent; deviceId?: string; title: string; message: string };
