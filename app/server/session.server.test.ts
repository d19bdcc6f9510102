import { describe, expect, it } from "vitest";
import {
  type AuthSession,
  type GuardArgs,
  requireAdmin,
  requireStaff,
  type SessionUser,
  toRequestSession,
} from "./session.server";

function args(role: SessionUser["role"] | null, url = "http://x.test/admin/articles?page=2"): GuardArgs {
  return {
    request: new Request(url),
    context: {
      session: role
        ? {
            user: { id: "1", email: "a@b.dk", name: "A", role, emailVerified: true, twoFactorEnabled: false },
            sessionId: "s",
            expiresAt: new Date().toISOString(),
          }
        : null,
    },
  };
}

async function thrown(fn: () => unknown): Promise<{ status: number; location?: string | null }> {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const d = error as { init?: { status?: number } };
    return { status: d.init?.status ?? 0 };
  }
  return { status: 200 };
}

describe("guards", () => {
  it("send anonymous users to /auth with redirectTo", async () => {
    expect(await thrown(() => requireStaff(args(null)))).toEqual({
      status: 302,
      location: "/auth?redirectTo=%2Fadmin%2Farticles%3Fpage%3D2",
    });
  });
  it("refuse plain users with 403", async () => {
    expect((await thrown(() => requireStaff(args("user")))).status).toBe(403);
    expect((await thrown(() => requireAdmin(args("user")))).status).toBe(403);
  });
  it("let editors into staff pages but not admin-only ones", async () => {
    expect((await thrown(() => requireStaff(args("editor")))).status).toBe(200);
    expect((await thrown(() => requireAdmin(args("editor")))).status).toBe(403);
    expect((await thrown(() => requireAdmin(args("admin")))).status).toBe(200);
  });
  it("strip the .data suffix of client navigations from redirectTo", async () => {
    const r = await thrown(() => requireStaff(args(null, "http://x.test/admin/clubs.data")));
    expect(r.location).toBe("/auth?redirectTo=%2Fadmin%2Fclubs");
  });
});

describe("toRequestSession (Better Auth → RequestSession)", () => {
  const expiresAt = new Date("2026-03-14T22:30:00Z");
  function authSession(user: Record<string, unknown>): AuthSession {
    return {
      session: {
        id: "sess-1",
        expiresAt,
        userId: "u1",
        token: "t",
        createdAt: expiresAt,
        updatedAt: expiresAt,
      },
      user: {
        id: "u1",
        email: "redaktor@forsiden.dk",
        name: "Redaktør",
        emailVerified: true,
        createdAt: expiresAt,
        updatedAt: expiresAt,
        ...user,
      },
    } as AuthSession;
  }

  it("is null when signed out", () => {
    expect(toRequestSession(null)).toBeNull();
  });

  it("keeps id, email, name, role and the two-factor flag, with the expiry as ISO text", () => {
    expect(toRequestSession(authSession({ role: "editor", twoFactorEnabled: true }))).toEqual({
      sessionId: "sess-1",
      expiresAt: "2026-03-14T22:30:00.000Z",
      user: {
        id: "u1",
        email: "redaktor@forsiden.dk",
        name: "Redaktør",
        role: "editor",
        emailVerified: true,
        twoFactorEnabled: true,
      },
    });
  });

  it("treats a user without role or two-factor field as a plain user without two-factor", () => {
    const result = toRequestSession(authSession({ role: undefined, twoFactorEnabled: undefined }));
    expect(result?.user.role).toBe("user");
    expect(result?.user.twoFactorEnabled).toBe(false);
  });
});
