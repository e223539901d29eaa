import { notFound } from "next/navigation";

/** Every unknown path shows the not-found page (spec part 1 section 2). */
export default function CatchAll() {
  notFound();
}
