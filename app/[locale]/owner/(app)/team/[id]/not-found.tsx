import { TeamNotFound } from "@/components/simulator/team-not-found";

/** A team that does not exist here (status 404). */
export default function NotFound() {
  return <TeamNotFound />;
}
