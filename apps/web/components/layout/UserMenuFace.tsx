/** What the header shows of a signed-in visitor: the initial and the name (the user menu's toggle). */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <span className="user-menu__avatar" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="visually-hidden">Ingelogd als </span>
      <span className="user-menu__name">{name}</span>
    </>
  );
}
