import { cn } from "@/components/ui/cn";

/** The questionnaire's avatar (chosen from sex and age), or the initials when there is none yet. */
export function ProfileAvatar({ avatarName, firstName, lastName, size = 40, className }: { avatarName: string | null; firstName: string; lastName: string; size?: number; className?: string }) {
  if (avatarName) {
    // eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs; the image optimiser adds nothing
    return <img src={`/avatars/${avatarName}.svg`} alt="" width={size} height={size} className={cn("shrink-0 rounded-full", className)} />;
  }
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <span aria-hidden style={{ width: size, height: size, fontSize: size / 2.8 }} className={cn("flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700", className)}>
      {initials}
    </span>
  );
}
