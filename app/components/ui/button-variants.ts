import { variants } from "~/lib/variants";

/**
 * The button's classes by variant and size. A plain join: style a link or a native button with
 * them where no caller overrides a class (no `cn` merge, which is 2.3 KB gzip of a page's
 * JavaScript, issue 23); `Button` merges a caller's `className` over them. The base is one
 * component class, `.btn` in styles/public-components.css (the public sheet is linked on every
 * page, the back office's too): a page's markup names it once per button.
 */
export const buttonVariants = variants("btn", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
      destructive:
        "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30",
      outline:
        "border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground aria-expanded:bg-accent",
      secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
      ghost: "hover:bg-accent hover:text-accent-foreground aria-expanded:bg-accent",
      link: "text-primary underline-offset-4 hover:underline",
    },
    size: {
      default: "h-9 px-4 py-2 has-[>svg]:px-3",
      sm: "h-8 gap-1.5 px-3 has-[>svg]:px-2.5",
      lg: "h-10 px-6 text-base has-[>svg]:px-4",
      icon: "size-9",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});
