import type { Role } from "~/server/session.server";

export const ROLES = ["admin", "editor", "contributor", "user"] as const satisfies readonly Role[];

/** Danish names of the roles, as used in sentences ('gav x rollen redaktør'). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: "administrator",
  editor: "redaktør",
  contributor: "skribent",
  user: "bruger",
};

const RANK: Record<Role, number> = { admin: 3, editor: 2, contributor: 1, user: 0 };

/** A role change that takes rights away (admin → editor, editor → user …). */
export function isDemotion(from: Role, to: Role): boolean {
  return RANK[to] < RANK[from];
}

export function asRole(value: string): Role {
  return value === "admin" || value === "editor" || value === "contributor" ? value : "user";
}

/** The audit log's sentence for a role change. */
export function roleChangeSummary(email: string, role: Role): string {
  return `gav ${email} rollen ${ROLE_LABELS[role]}`;
}

export const USER_TEXT = {
  lastAdmin: "Du kan ikke fjerne administratorrollen fra den sidste administrator.",
  notFound: "Brugeren findes ikke.",
  unknownIntent: "Ukendt handling",
  invalidRole: "Vælg en gyldig rolle",
  roleChanged: (email: string, role: Role) => `${email} har nu rollen ${ROLE_LABELS[role]}.`,
  roleUnchanged: (email: string, role: Role) => `${email} har allerede rollen ${ROLE_LABELS[role]}.`,
  signedOutAll: (email: string) => `${email} er logget ud på alle enheder.`,
} as const;
