/** /profile: the personal data section of the profile screen (drawn by layout.tsx). */
export default function ProfilePage() {
  return null;
}
