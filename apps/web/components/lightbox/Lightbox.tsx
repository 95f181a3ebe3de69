'use client';

import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import {
  altText,
  backdropClickCloses,
  canNext,
  canPrev,
  canZoomIn,
  canZoomOut,
  distance,
  fitButtonShowsNatural,
  fittedSize,
  initialLightboxState,
  keyAction,
  lightboxReducer,
  lockScroll as lockPageScroll,
  requestFrame,
  rotation,
  trappedFocus,
  type LightboxAction,
  type LightboxImage,
  type Point,
} from '@/components/lightbox';
import { Icon, type IconName } from './icons';

export type LightboxOptions = {
  /** Previous/next wrap around at the ends. Default off: the buttons are disabled there. */
  loop?: boolean;
  /** A click on the backdrop closes. Default on. */
  closeOnBackdrop?: boolean;
  /** The page does not scroll while the lightbox is open. Default on. */
  lockScroll?: boolean;
  /** Right-to-left: arrows and swipes are mirrored. Default: the document's direction. */
  rtl?: boolean;
};

export type LightboxProps = LightboxOptions & {
  /** Strings or `{ src, title?, alt? }` objects, or one string; invalid entries are dropped. */
  images: unknown;
  index?: number;
  /** The lightbox asks to be closed (Escape, Sluiten, backdrop); the parent unmounts it. */
  onClose: () => void;
  /** An image could not be loaded (spec §8). */
  onError?: (image: LightboxImage, index: number) => void;
  onIndexChange?: (index: number) => void;
};

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

const pointOf = (event: { clientX: number; clientY: number }): Point => ({ x: event.clientX, y: event.clientY });

/**
 * The image viewer over the page (spec §2, §4): a modal <dialog>, so the page behind is inert and
 * focus stays inside. All rules live in `components/lightbox`; this component measures, renders and wires events.
 * Mounted means open: the parent renders it to open it and removes it on `onClose`.
 */
export default function Lightbox({
  images,
  index = 0,
  loop = false,
  closeOnBackdrop = true,
  lockScroll = true,
  rtl,
  onClose,
  onError,
  onIndexChange,
}: LightboxProps) {
  const [state, dispatch] = useReducer(lightboxReducer, undefined, () =>
    lightboxReducer(initialLightboxState, { type: 'open', images, index, loop }),
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const callbacks = useRef({ onClose, onError, onIndexChange });
  callbacks.current = { onClose, onError, onIndexChange };

  const pointers = useRef(new Map<number, Point>());
  const pendingFrame = useRef<(() => void) | null>(null);
  const pendingAction = useRef<LightboxAction | null>(null);
  const down = useRef<{ point: Point; backdrop: boolean } | null>(null);

  const image: LightboxImage | undefined = state.images[state.index];
  const count = state.images.length;

  const isRtl = () => rtl ?? (dialogRef.current ? getComputedStyle(dialogRef.current).direction === 'rtl' : false);
  const boxSize = () => ({ width: stageRef.current?.clientWidth ?? 0, height: stageRef.current?.clientHeight ?? 0 });

  // Open as a modal dialog before the image can report its size (a closed dialog measures 0 × 0);
  // focus the close button first.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    dispatch({ type: 'measure', box: boxSize() });
    closeRef.current?.focus();
    return () => dialog?.close();
  }, []);

  // Closed by the state (Escape, button, backdrop): tell the parent.
  useEffect(() => {
    if (!state.visible) callbacks.current.onClose();
  }, [state.visible]);

  const reportedIndex = useRef(state.index);
  useEffect(() => {
    if (state.index === reportedIndex.current) return;
    reportedIndex.current = state.index;
    callbacks.current.onIndexChange?.(state.index);
  }, [state.index]);

  // A navigation button that just became disabled must not keep (and so lose) the focus.
  useEffect(() => {
    const active = document.activeElement;
    if (active === prevRef.current && !canPrev(state)) (canNext(state) ? nextRef : closeRef).current?.focus();
    if (active === nextRef.current && !canNext(state)) (canPrev(state) ? prevRef : closeRef).current?.focus();
  });

  useEffect(() => (lockScroll ? lockPageScroll(document.documentElement) : undefined), [lockScroll]);

  useEffect(() => {
    const onResize = () => dispatch({ type: 'measure', box: boxSize() });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // React's wheel listeners are passive; this one must prevent the page from scrolling.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      dispatch({ type: 'wheel', deltaY: event.deltaY, time: event.timeStamp });
    };
    dialog.addEventListener('wheel', onWheel, { passive: false });
    return () => dialog.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => () => pendingFrame.current?.(), []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') return trapFocus(event);
    const action = keyAction(event.key, isRtl());
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  const trapFocus = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const target = trappedFocus(focusable, document.activeElement as HTMLElement | null, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  // Pointer moves are applied once per frame; the latest one wins.
  const dispatchNextFrame = (action: LightboxAction) => {
    pendingAction.current = action;
    pendingFrame.current ??= requestFrame(flushFrame);
  };
  const flushFrame = () => {
    pendingFrame.current?.();
    pendingFrame.current = null;
    const action = pendingAction.current;
    pendingAction.current = null;
    if (action) dispatch(action);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDialogElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const stage = stageRef.current;
    const target = event.target as Node;
    down.current = { point: pointOf(event), backdrop: target === event.currentTarget || target === stage };
    if (!stage?.contains(target)) return;
    if (event.pointerType === 'mouse') event.preventDefault();
    pointers.current.set(event.pointerId, pointOf(event));
    const [a, b] = [...pointers.current.values()];
    if (pointers.current.size === 1) dispatch({ type: 'pressStart', point: a });
    else if (pointers.current.size === 2) dispatch({ type: 'pinchStart', distance: distance(a, b) });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDialogElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    // A mouse released outside the window sends no pointerup.
    if (event.pointerType === 'mouse' && event.buttons === 0) return onPointerEnd(event);
    pointers.current.set(event.pointerId, pointOf(event));
    const [a, b] = [...pointers.current.values()];
    dispatchNextFrame(b ? { type: 'pinchMove', distance: distance(a, b) } : { type: 'pressMove', point: a });
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDialogElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    flushFrame();
    if (wasPinch) dispatch({ type: 'pinchEnd' });
    else if (pointers.current.size === 0) {
      dispatch({ type: 'pressEnd', point: event.type === 'pointercancel' ? undefined : pointOf(event), rtl: isRtl() });
    }
  };

  const onBackdropClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    const press = down.current;
    down.current = null;
    if (!press) return;
    const clickedOnBackdrop = event.target === event.currentTarget || event.target === stageRef.current;
    if (
      backdropClickCloses({
        closeOnBackdrop,
        pressedOnBackdrop: press.backdrop,
        clickedOnBackdrop,
        pressedAt: press.point,
        clickedAt: pointOf(event),
      })
    ) {
      dispatch({ type: 'close' });
    }
  };

  const onImageError = () => {
    dispatch({ type: 'failed' });
    if (image) callbacks.current.onError?.(image, state.index);
  };

  if (!state.visible) return null;

  const size = fittedSize(state);
  const title = image?.title;
  const turned = rotation(state);
  const moving = state.dragging || state.gesturing;
  const toolbarDisabled = state.loadError;
  const showNatural = fitButtonShowsNatural(state);

  /** An icon button; its Dutch label is its accessible name and its tooltip. */
  const button = (
    label: string,
    icon: IconName,
    action: LightboxAction,
    { disabled = false, modifier = '', ref }: { disabled?: boolean; modifier?: string; ref?: RefObject<HTMLButtonElement | null> } = {},
  ) => (
    <button
      ref={ref}
      type="button"
      className={`lightbox__button ${modifier}`.trim()}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => dispatch(action)}
    >
      <Icon name={icon} />
    </button>
  );

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={title ? `Fotoweergave: ${title}` : 'Fotoweergave'}
      data-loading={state.loading || undefined}
      data-error={state.loadError || undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape is handled in onKeyDown; never let the browser close the dialog behind the state's back.
        event.preventDefault();
        dispatch({ type: 'close' });
      }}
      // Closed by the browser itself (not reopened meanwhile, as React's development double effects do).
      onClose={(event) => {
        if (!event.currentTarget.open) dispatch({ type: 'close' });
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={onBackdropClick}
    >
      <div ref={stageRef} className="lightbox__stage" data-dragging={state.dragging || undefined}>
        {state.loadError ? (
          <div className="lightbox__error" role="alert">
            <Icon name="broken" className="lightbox__error-icon" />
            <p>Afbeelding kan niet worden geladen</p>
          </div>
        ) : image ? (
          <img
            key={`${state.index}:${image.src}`}
            className="lightbox__image"
            src={image.src}
            alt={altText(image)}
            draggable={false}
            data-scale={state.scale}
            data-natural-scale={state.naturalScale}
            data-rotation={turned}
            data-offset={`${state.offset.x},${state.offset.y}`}
            style={{
              width: size ? `${size.width}px` : undefined,
              height: size ? `${size.height}px` : undefined,
              transform: `translate(${state.offset.x}px, ${state.offset.y}px) rotate(${state.angle}deg) scale(${state.scale})`,
              transition: moving ? 'none' : undefined,
              cursor: state.scale > 1 ? (state.dragging ? 'grabbing' : 'grab') : undefined,
            }}
            onLoad={(event) => {
              const img = event.currentTarget;
              dispatch({ type: 'loaded', natural: { width: img.naturalWidth, height: img.naturalHeight }, box: boxSize() });
            }}
            onError={onImageError}
            onDoubleClick={() => dispatch({ type: 'toggleNatural' })}
          />
        ) : null}
        {state.loading ? <span className="lightbox__spinner" aria-hidden="true" /> : null}
      </div>

      <p className="visually-hidden" aria-live="polite">
        {state.loading ? 'Afbeelding wordt geladen' : count ? `Afbeelding ${state.index + 1} van ${count}${title ? `: ${title}` : ''}` : ''}
      </p>

      {button('Sluiten', 'close', { type: 'close' }, { modifier: 'lightbox__close', ref: closeRef })}

      {count > 1 ? (
        <>
          {button(
            'Vorige',
            'prev',
            { type: 'prev' },
            { disabled: !canPrev(state), modifier: 'lightbox__nav lightbox__nav--prev', ref: prevRef },
          )}
          {button(
            'Volgende',
            'next',
            { type: 'next' },
            { disabled: !canNext(state), modifier: 'lightbox__nav lightbox__nav--next', ref: nextRef },
          )}
        </>
      ) : null}

      <div className="lightbox__footer">
        {title || count > 1 ? (
          <p className="lightbox__caption">
            {title ? <span className="lightbox__title">{title}</span> : null}
            {count > 1 ? <span className="lightbox__counter">{`${state.index + 1} / ${count}`}</span> : null}
          </p>
        ) : null}
        <div className="lightbox__toolbar" role="toolbar" aria-label="Afbeelding bekijken">
          {button('Uitzoomen', 'zoomOut', { type: 'zoomOut' }, { disabled: !canZoomOut(state) })}
          {button('Inzoomen', 'zoomIn', { type: 'zoomIn' }, { disabled: !canZoomIn(state) })}
          {button(
            showNatural ? 'Ware grootte' : 'Passend maken',
            showNatural ? 'natural' : 'fit',
            { type: 'toggleFit' },
            { disabled: toolbarDisabled },
          )}
          {button('Linksom draaien', 'rotateLeft', { type: 'rotateLeft' }, { disabled: toolbarDisabled })}
          {button('Rechtsom draaien', 'rotateRight', { type: 'rotateRight' }, { disabled: toolbarDisabled })}
        </div>
      </div>
    </dialog>
  );
}
