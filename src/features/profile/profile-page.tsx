/** /profile: the member's dashboard. */
export default function ProfilePage() {
  return null;
}
