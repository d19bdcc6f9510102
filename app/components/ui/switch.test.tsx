import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Switch } from "./switch";

describe("Switch", () => {
  it("says its state in aria-checked and data-state also when uncontrolled (the settings form's switches)", () => {
    const off = renderToStaticMarkup(<Switch name="maintenanceMode" defaultChecked={false} />);
    expect(off).toContain('aria-checked="false"');
    expect(off).toContain('data-state="unchecked"');
    expect(off).not.toContain('checked=""');
    const on = renderToStaticMarkup(<Switch name="maintenanceMode" defaultChecked />);
    expect(on).toContain('aria-checked="true"');
    expect(on).toContain('checked=""');
  });

  it("follows `checked` when controlled (the consent banner)", () => {
    const html = renderToStaticMarkup(<Switch checked onCheckedChange={() => {}} />);
    expect(html).toContain('aria-checked="true"');
    expect(html).toContain('data-state="checked"');
  });
});
