import { describe, expect, it } from "vitest";
import { type GuardArgs, requireAdmin, requireStaff, type SessionUser } from "./session.server";

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
