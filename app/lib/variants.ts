type VariantMap = Record<string, Record<string, string>>;
type Chosen<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

/**
 * Class lists by variant, the part of `class-variance-authority` our components use (issue 23:
 * every public page loaded the library and its `clsx` for the button and the badge). Same
 * answers: the base, then each variant's classes (the default when a prop is left out, none
 * when it is `null`), then `className`. `variants.test.ts` pins them.
 */
export function variants<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants?: { [K in keyof V]?: keyof V[K] } },
) {
  return (props: Chosen<V> & { className?: string } = {}): string => {
    const classes = [base];
    for (const key in config.variants) {
      const chosen = props[key] === undefined ? config.defaultVariants?.[key] : props[key];
      const value = chosen == null ? undefined : config.variants[key][chosen as string];
      if (value) classes.push(value);
    }
    if (props.className) classes.push(props.className);
    return classes.join(" ");
  };
}

/** The variant props a `variants(...)` function takes, as cva's `VariantProps`. */
export type VariantProps<F> = F extends (props: infer P) => string
  ? Omit<NonNullable<P>, "className">
  : never;
