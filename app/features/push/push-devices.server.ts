import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { formDataToObject } from "~/lib/form";
import { isUuid } from "~/lib/uuid";
import type { Database, Queryable } from "~/server/db/client.server";
import { pushSubscriptions, pushSubscriptionTopics } from "~/server/db/schema";
import { pushTopicNames } from "~/server/push/push-topic-names.server";
import type { PushQuietHours } from "./push-api";
import type { PushDeviceFormResult, PushDeviceIntent } from "./push-device-forms";
import { PUSH_DEVICE_TEXT, PUSH_TOPIC_TEXT } from "./push-messages";
import { mirrorAccountClubs, quietHoursColumns, quietHoursOf } from "./push-subscriptions.server";

/*
 * /konto's 'Notifikationer' (issue 25): the devices linked to the signed-in account, their topics in
 * words, and plain forms that change quiet hours and 'Følg mine klubber', remove a topic or remove
 * the device. Every change names the device by id and is checked against the account: a reader
 * can only touch their own devices. Deleting the account removes them (user_id ON DELETE CASCADE).
 */

/** A device holds at most 50 topics of its own and 30 followed clubs: every row fits on the page. */
const MAX_TOPIC_ROWS = 200;
/** More devices than anybody has; the list stays bounded. */
const MAX_DEVICES = 50;

export interface AccountDeviceTopic {
  topic: string;
  /** 'Breaking nyheder', the club's name, 'Live: {title}'. */
  label: string;
  /** Comes from the account's followed clubs: removed by unfollowing, not here. */
  viaAccount: boolean;
}

export interface AccountDevice {
  id: string;
  label: string;
  createdAt: string;
  accountClubs: boolean;
  quietHours: PushQuietHours;
  topics: AccountDeviceTopic[];
}

/** The account's devices, newest first, each with its topics named. */
export async function listAccountDevices(db: Queryable, userId: string): Promise<AccountDevice[]> {
  // The push service's address never reaches the page: it is the browser's credential.
  return (await loadDevices(db, userId)).map(
    ({ endpoint: _endpoint, updatedAt: _updatedAt, ...device }) => device,
  );
}

async function loadDevices(db: Queryable, userId: string) {
  const devices = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
      updatedAt: pushSubscriptions.updatedAt,
      accountClubs: pushSubscriptions.accountClubs,
      ...quietHoursColumns,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(MAX_DEVICES);
  if (devices.length === 0) return [];
  const rows = await db
    .select({
      subscriptionId: pushSubscriptionTopics.subscriptionId,
      topic: pushSubscriptionTopics.topic,
      viaAccount: pushSubscriptionTopics.viaAccount,
    })
    .from(pushSubscriptionTopics)
    .where(
      inArray(
        pushSubscriptionTopics.subscriptionId,
        devices.map((d) => d.id),
      ),
    )
    .limit(MAX_TOPIC_ROWS * devices.length);
  const labelOf = await pushTopicNames(
    db,
    rows.map((r) => r.topic),
    PUSH_TOPIC_TEXT,
  );
  return devices.map((device) => ({
    id: device.id,
    endpoint: device.endpoint,
    label: device.label || "Ukendt browser",
    createdAt: device.createdAt.toISOString(),
    updatedAt: device.updatedAt.toISOString(),
    accountClubs: device.accountClubs,
    quietHours: quietHoursOf(device),
    topics: rows
      .filter((r) => r.subscriptionId === device.id)
      .map((r) => ({ topic: r.topic, label: labelOf(r.topic), viaAccount: r.viaAccount }))
      // Breaking first, then the clubs by name, then the live articles by title.
      .sort((a, b) => kindOrder(a.topic) - kindOrder(b.topic) || a.label.localeCompare(b.label, "da")),
  }));
}

function kindOrder(topic: string): number {
  return topic === "breaking" ? 0 : topic.startsWith("club:") ? 1 : 2;
}

// ------------------------------------------------------------------------------------- the forms

const T = PUSH_DEVICE_TEXT;
const deviceId = z.string(T.deviceNotFound).refine(isUuid, T.deviceNotFound);
const formHour = z.coerce
  .number("Vælg et klokkeslæt")
  .int("Vælg et klokkeslæt")
  .min(0, "Vælg et klokkeslæt")
  .max(23, "Vælg et klokkeslæt");
// An unticked checkbox sends nothing; a ticked one "on".
const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

const settingsSchema = z.object({
  deviceId,
  quietEnabled: checkbox,
  quietStart: formHour,
  quietEnd: formHour,
  quietGoals: checkbox,
  accountClubs: checkbox,
});
const removeTopicSchema = z.object({
  deviceId,
  topic: z.string(T.topicNotFound).max(100, T.topicNotFound),
});
const removeDeviceSchema = z.object({ deviceId });

/** The form's answer and the status it goes out with. */
export type PushDeviceFormOutcome = PushDeviceFormResult & { status: number };

function failed(
  intent: PushDeviceIntent,
  message: string,
  status: number,
  id?: string,
): PushDeviceFormOutcome {
  return { ok: false, intent, deviceId: id, title: T.failedTitle, message, status };
}

function done(intent: PushDeviceIntent, id: string, title: string, message: string): PushDeviceFormOutcome {
  return { ok: true, intent, deviceId: id, title, message, status: 200 };
}

/**
 * One of the section's forms, for the signed-in `userId`, in one transaction: the device row is
 * locked and must be the account's, else 'Enheden findes ikke længere.' (also for another
 * account's device: nobody learns it exists).
 */
export async function handleDeviceForm(
  db: Database,
  userId: string,
  intent: PushDeviceIntent,
  form: FormData,
): Promise<PushDeviceFormOutcome> {
  const values = formDataToObject(form);
  const schema =
    intent === "push-settings"
      ? settingsSchema
      : intent === "push-remove-topic"
        ? removeTopicSchema
        : removeDeviceSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const id = isUuid(values.deviceId) ? values.deviceId : undefined;
    const status = parsed.error.issues[0]?.path[0] === "deviceId" ? 404 : 400;
    return failed(intent, parsed.error.issues[0]?.message ?? T.failedTitle, status, id);
  }
  const id = parsed.data.deviceId;
  return db.transaction(async (tx): Promise<PushDeviceFormOutcome> => {
    const [device] = await tx
      .select({ id: pushSubscriptions.id, accountClubs: pushSubscriptions.accountClubs })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .for("update");
    if (!device) return failed(intent, T.deviceNotFound, 404, id);

    if (intent === "push-remove-device") {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return done(intent, id, T.deviceRemovedTitle, T.deviceRemoved);
    }

    if (intent === "push-remove-topic") {
      const { topic } = parsed.data as z.output<typeof removeTopicSchema>;
      const [row] = await tx
        .select({ viaAccount: pushSubscriptionTopics.viaAccount })
        .from(pushSubscriptionTopics)
        .where(and(eq(pushSubscriptionTopics.subscriptionId, id), eq(pushSubscriptionTopics.topic, topic)));
      if (!row) return failed(intent, T.topicNotFound, 404, id);
      if (row.viaAccount) return failed(intent, T.topicViaAccount, 409, id);
      await tx
        .delete(pushSubscriptionTopics)
        .where(and(eq(pushSubscriptionTopics.subscriptionId, id), eq(pushSubscriptionTopics.topic, topic)));
      return done(intent, id, T.topicRemovedTitle, T.topicRemoved);
    }

    const settings = parsed.data as z.output<typeof settingsSchema>;
    await tx
      .update(pushSubscriptions)
      .set({
        quietHours: settings.quietEnabled,
        quietStart: settings.quietStart,
        quietEnd: settings.quietEnd,
        quietGoals: settings.quietGoals,
        accountClubs: settings.accountClubs,
        updatedAt: new Date(),
      })
      .where(eq(pushSubscriptions.id, id));
    if (settings.accountClubs && !device.accountClubs) await mirrorAccountClubs(tx, id, userId);
    if (!settings.accountClubs && device.accountClubs) {
      await tx
        .delete(pushSubscriptionTopics)
        .where(
          and(eq(pushSubscriptionTopics.subscriptionId, id), eq(pushSubscriptionTopics.viaAccount, true)),
        );
    }
    return done(intent, id, T.savedTitle, T.saved);
  });
}

/**
 * 'Download mine data': the account's devices without their secrets (the push service's address
 * and the keys are the browser's credentials; only the service's host is named).
 */
export async function exportAccountDevices(db: Queryable, userId: string) {
  return (await loadDevices(db, userId)).map((device) => ({
    label: device.label,
    pushService: hostOf(device.endpoint),
    createdAt: device.createdAt,
    updatedAt: device.updatedAt,
    followsAccountClubs: device.accountClubs,
    quietHours: device.quietHours,
    topics: device.topics.map((t) => ({ topic: t.topic, name: t.label, viaAccount: t.viaAccount })),
  }));
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "";
  }
}
