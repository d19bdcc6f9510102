import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { formatReaderTime } from "~/lib/relative-time";
import { cn } from "~/lib/utils";
import type { StaffNotificationList } from "./staff-notifications.server";
import { useNewsroomStream } from "./use-newsroom-stream";

const ENDPOINT = "/admin/api/notifikationer";

/**
 * The admin header's bell (issue 26): the signed-in staff member's unread count and latest 20
 * notifications. A newsroom "notification" event for this user re-reads it, so a mention shows
 * up without a reload on any instance.
 */
export function NotificationBell({ userId, newsroomSeq }: { userId: string; newsroomSeq: number }) {
  const list = useFetcher<StaffNotificationList>();
  const mark = useFetcher<StaffNotificationList & { ok: boolean }>();
  const [shown, setShown] = useState<StaffNotificationList | null>(null);
  const [open, setOpen] = useState(false);
  const load = list.load;

  useEffect(() => {
    void load(ENDPOINT);
  }, [load]);
  useEffect(() => {
    if (list.data && "items" in list.data) setShown(list.data);
  }, [list.data]);
  useEffect(() => {
    if (mark.data && "items" in mark.data) setShown(mark.data);
  }, [mark.data]);
  useNewsroomStream(newsroomSeq, (message) => {
    if (message.event === "reset" || (message.event === "notification" && message.data.userId === userId)) {
      void load(ENDPOINT);
    }
  });

  const unread = shown?.unread ?? 0;
  const markRead = (values: Record<string, string>) =>
    void mark.submit(values, { method: "post", action: ENDPOINT });

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifikationer, ${unread} ulæste` : "Notifikationer"}
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? (
            <span
              data-testid="notification-count"
              aria-hidden
              className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-bold text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Notifikationer"
          className="z-50 grid w-80 max-w-[calc(100vw-2rem)] gap-2 rounded-md border border-border bg-background p-3 text-sm shadow-lg"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Notifikationer</h2>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={unread === 0 || mark.state !== "idle"}
              onClick={() => markRead({ intent: "read_all" })}
            >
              Markér alle som læst
            </Button>
          </div>
          {!shown || shown.items.length === 0 ? (
            <p className="text-muted-foreground">Ingen notifikationer.</p>
          ) : (
            <ul className="grid max-h-96 gap-1 overflow-y-auto" data-testid="notification-list">
              {shown.items.map((item) => {
                const body = (
                  <>
                    <span className={cn("block", !item.read && "font-semibold")}>{item.text}</span>
                    <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
                      {formatReaderTime(item.createdAt)}
                    </time>
                  </>
                );
                const className = cn(
                  "block min-h-6 rounded-md px-2 py-1.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                  !item.read && "bg-primary/5",
                );
                const onClick = () => {
                  if (!item.read) markRead({ intent: "read", id: item.id });
                  setOpen(false);
                };
                return (
                  <li key={item.id}>
                    {item.href ? (
                      <Link to={item.href} className={className} onClick={onClick}>
                        {!item.read ? <span className="sr-only">Ulæst: </span> : null}
                        {body}
                      </Link>
                    ) : (
                      <button type="button" className={cn(className, "w-full text-left")} onClick={onClick}>
                        {!item.read ? <span className="sr-only">Ulæst: </span> : null}
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
