import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { useActionResultToast } from "~/components/ui/use-action-result-toast";
import { formatDanishDate } from "~/lib/relative-time";
import type { PushDeviceFormResult, PushDeviceIntent } from "./push-device-forms";
import type { AccountDevice } from "./push-devices.server";
import { formatHour, quietHoursText, PUSH_DEVICE_TEXT as T } from "./push-messages";

/*
 * /konto's 'Notifikationer' (issue 25): the account's devices, each with plain forms posted to the
 * page's action (they work without JavaScript): its settings, the removal of a topic and of the
 * device. `bell` is where the page puts the 'Få besked' button for this browser.
 */

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function Intent({ value }: { value: PushDeviceIntent }) {
  return <input type="hidden" name="intent" value={value} />;
}

/** The answer beside the device it concerns (the toast says it too). */
function DeviceStatus({ result, deviceId }: { result: PushDeviceFormResult | undefined; deviceId: string }) {
  if (!result || result.deviceId !== deviceId) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={result.ok ? "text-sm" : "text-sm text-destructive"}
      data-testid="konto-push-status"
    >
      <strong>{result.title}. </strong>
      {result.message}
    </p>
  );
}

function HourSelect({ id, name, label, value }: { id: string; name: string; label: string; value: number }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={String(value)} wrapperClassName="w-28">
        {HOURS.map((h) => (
          <NativeSelectOption key={h} value={String(h)}>
            {formatHour(h)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}

function DeviceSettings({ device, busy }: { device: AccountDevice; busy: boolean }) {
  const id = (what: string) => `push-${device.id}-${what}`;
  return (
    <Form method="post" className="space-y-3" aria-label={`Indstillinger for ${device.label}`}>
      <Intent value="push-settings" />
      <input type="hidden" name="deviceId" value={device.id} />
      <div className="flex items-start gap-3">
        <Switch
          id={id("account-clubs")}
          name="accountClubs"
          defaultChecked={device.accountClubs}
          aria-describedby={id("account-clubs-hint")}
          className="mt-0.5"
        />
        <div>
          <Label htmlFor={id("account-clubs")}>{T.accountClubs}</Label>
          <p id={id("account-clubs-hint")} className="text-sm text-muted-foreground">
            {T.accountClubsHint}
          </p>
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className="sr-only">{T.quietHours}</legend>
        <div className="flex items-start gap-3">
          <Switch
            id={id("quiet")}
            name="quietEnabled"
            defaultChecked={device.quietHours.enabled}
            aria-describedby={id("quiet-hint")}
            className="mt-0.5"
          />
          <div>
            <Label htmlFor={id("quiet")}>{T.quietHours}</Label>
            <p id={id("quiet-hint")} className="text-sm text-muted-foreground">
              {T.quietHoursHint}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-4 pl-12">
          <HourSelect
            id={id("start")}
            name="quietStart"
            label={T.quietFrom}
            value={device.quietHours.start}
          />
          <HourSelect id={id("end")} name="quietEnd" label={T.quietTo} value={device.quietHours.end} />
        </div>
        <div className="flex items-center gap-3 pl-12">
          <input
            type="checkbox"
            id={id("goals")}
            name="quietGoals"
            defaultChecked={device.quietHours.goals}
            className="size-4 accent-primary"
          />
          <Label htmlFor={id("goals")}>{T.quietGoals}</Label>
        </div>
      </fieldset>
      <Button type="submit" variant="outline" disabled={busy}>
        {T.save}
        <span className="sr-only"> for {device.label}</span>
      </Button>
    </Form>
  );
}

function DeviceTopics({ device, busy }: { device: AccountDevice; busy: boolean }) {
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-semibold">{T.topicsTitle}</h4>
      {device.topics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noTopics}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {device.topics.map((topic) => (
            <li key={topic.topic} className="flex min-h-10 items-center justify-between gap-3 py-1">
              <span>
                {topic.label}
                {topic.viaAccount ? <span className="text-muted-foreground"> ({T.viaAccount})</span> : null}
              </span>
              {topic.viaAccount ? null : (
                <Form method="post">
                  <Intent value="push-remove-topic" />
                  <input type="hidden" name="deviceId" value={device.id} />
                  <input type="hidden" name="topic" value={topic.topic} />
                  <Button type="submit" variant="outline" size="sm" disabled={busy}>
                    {T.removeTopic}
                    <span className="sr-only"> {topic.label}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PushDevicesSection({
  devices,
  result,
  bell,
}: {
  devices: AccountDevice[];
  result: PushDeviceFormResult | undefined;
  bell?: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  useActionResultToast(result);
  return (
    <section
      id="notifikationer"
      aria-labelledby="konto-notifikationer"
      className="space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="konto-notifikationer" className="text-xl font-bold">
        {T.title}
      </h2>
      {bell}
      <p className="text-sm text-muted-foreground">{devices.length === 0 ? T.none : T.intro}</p>
      {/* A removed device is gone from the list: its answer stays here. */}
      {result && !devices.some((d) => d.id === result.deviceId) ? (
        <DeviceStatus result={result} deviceId={result.deviceId ?? ""} />
      ) : null}
      {devices.length > 0 ? (
        <ul className="space-y-6">
          {devices.map((device) => (
            <li
              key={device.id}
              className="space-y-4 border-t border-border pt-4"
              data-testid="konto-push-device"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold">{device.label}</h3>
                <span className="text-sm text-muted-foreground">
                  {T.since(formatDanishDate(device.createdAt))}
                </span>
              </div>
              <p className="text-sm">{quietHoursText(device.quietHours)}</p>
              <DeviceTopics device={device} busy={busy} />
              <DeviceSettings device={device} busy={busy} />
              <DeviceStatus result={result} deviceId={device.id} />
              <Form method="post">
                <Intent value="push-remove-device" />
                <input type="hidden" name="deviceId" value={device.id} />
                <Button type="submit" variant="destructive" disabled={busy}>
                  {T.removeDevice}
                  <span className="sr-only"> {device.label}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
