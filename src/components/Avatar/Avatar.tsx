import { useState } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';

/** Up to two initials: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

function colourFor(name: string, theme: DefaultTheme): string {
  const palette = [theme.colors.primary, theme.colors.success, theme.colors.info, theme.colors.danger, theme.colors.warning];
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length]!;
}

const Circle = styled.span<{ $size: number; $bg: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.4))}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  overflow: hidden;
  user-select: none;
  /* The initials are part of the picture, not text: a button holding an
     avatar keeps its own accessible name (WCAG 2.5.3, label in name). */
  &::after {
    content: attr(data-initials);
  }
`;

const Img = styled.img<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface AvatarProps {
  /** Photo URL; without it (or when it fails to load) the initials show. */
  src?: string | null;
  /** Person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Diameter in px (default 40). */
  size?: number;
  className?: string;
}

/** A round profile photo, or the person's initials on a coloured circle. */
export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  const theme = useTheme();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return <Img src={src} alt={name} $size={size} className={className} onError={() => setFailedSrc(src)} />;
  }
  return (
    <Circle
      role="img"
      aria-label={name}
      data-initials={initialsOf(name)}
      $size={size}
      $bg={colourFor(name, theme)}
      className={className}
    />
  );
}
