import { clsx } from "clsx";
import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-style";
import { HydratedButton } from "./hydrated-button";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
  busy?: boolean;
}

type ChildProps = Record<string, unknown> & { className?: string };

/** The child's own handlers run first, then the button's (as Radix's Slot composes them). */
function mergeProps(own: Record<string, unknown>, child: ChildProps): ChildProps {
  const merged: ChildProps = { ...own, ...child };
  for (const [key, handler] of Object.entries(own)) {
    const childHandler = child[key];
    if (/^on[A-Z]/.test(key) && typeof handler === "function" && typeof childHandler === "function") {
      merged[key] = (...args: unknown[]) => {
        childHandler(...args);
        handler(...args);
      };
    }
  }
  return merged;
}

/**
 * The app's button. No client code of its own: with `asChild` it styles its child (a link,
 * which works before hydration) on the server; a real button is the small client island
 * <HydratedButton>, given its classes ready-made. `className` adds layout only: it is
 * joined, not merged (no tailwind-merge in the browser), see button-style.ts.
 */
export function Button({ variant = "primary", size = "md", asChild, busy, className, disabled, children, ...props }: ButtonProps): ReactNode {
  const classes = clsx(buttonClasses(variant, size), className);
  if (asChild) {
    if (!isValidElement<ChildProps>(children)) return children;
    return cloneElement(children, { ...mergeProps(props, children.props), className: clsx(classes, children.props.className) });
  }
  return (
    <HydratedButton className={classes} disabled={disabled} busy={busy} {...props}>
      {children}
    </HydratedButton>
  );
}
