import { LogOut } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect, NativeSelectOptions } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDanishDate } from "~/lib/relative-time";
import { ROLE_LABELS, ROLES } from "./roles";
import type { UserListItem } from "./users.server";

const ROLE_BADGE = {
  admin: "default",
  editor: "success",
  contributor: "secondary",
  user: "outline",
} as const;

function capitalise(value: string) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** /admin/brugere: every account with its role, confirmation, 2FA and a form per row. */
export function UsersTable({ users, currentUserId }: { users: UserListItem[]; currentUserId: string }) {
  const navigation = useNavigation();
  const pendingUser = navigation.state === "submitting" ? navigation.formData?.get("userId") : null;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>E-mail</TableHead>
          <TableHead>Rolle</TableHead>
          <TableHead>Bekræftet</TableHead>
          <TableHead>Oprettet</TableHead>
          <TableHead>2FA</TableHead>
          <TableHead>Sessioner</TableHead>
          <TableHead className="text-right">Handlinger</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => {
          const busy = pendingUser === u.id;
          return (
            <TableRow key={u.id} data-testid="user-row" data-email={u.email}>
              <TableCell className="max-w-64 font-medium break-all whitespace-normal">
                {u.email}
                {u.id === currentUserId ? <span className="ml-1 text-muted-foreground">(dig)</span> : null}
                {u.role !== "user" ? (
                  // Issue 14: the byline and author page of a staff member.
                  <Link
                    to={`?profil=${encodeURIComponent(u.id)}`}
                    className="block text-xs font-normal text-primary underline-offset-4 hover:underline"
                    aria-label={`${u.name} · Forfatterprofil for ${u.email}`}
                  >
                    {u.name} · Forfatterprofil
                  </Link>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge variant={ROLE_BADGE[u.role]} data-testid="role-badge">
                  {capitalise(ROLE_LABELS[u.role])}
                </Badge>
              </TableCell>
              <TableCell>{u.emailVerified ? "Ja" : "Nej"}</TableCell>
              <TableCell className="whitespace-normal">{formatDanishDate(u.createdAt)}</TableCell>
              <TableCell>{u.twoFactorEnabled ? "Til" : "Fra"}</TableCell>
              <TableCell className="tabular-nums">{u.activeSessions}</TableCell>
              <TableCell>
                {/* Stacked, so the column stays narrow enough for 1280 px (issue 14). */}
                <div className="flex flex-col items-end gap-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={u.id} />
                    <NativeSelect
                      name="role"
                      defaultValue={u.role}
                      size="sm"
                      wrapperClassName="w-36"
                      aria-label={`Rolle for ${u.email}`}
                    >
                      <NativeSelectOptions items={ROLES} toLabel={(role) => capitalise(ROLE_LABELS[role])} />
                    </NativeSelect>
                    <Button type="submit" size="sm" disabled={busy} aria-label={`Gem rolle for ${u.email}`}>
                      Gem rolle
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="signout-all" />
                    <input type="hidden" name="userId" value={u.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="outline"
                      disabled={busy || u.activeSessions === 0}
                      aria-label={`Log alle ud for ${u.email}`}
                    >
                      <LogOut className="size-4" aria-hidden />
                      Log alle ud
                    </Button>
                  </Form>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
