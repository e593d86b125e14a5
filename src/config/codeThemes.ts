import { themes, type PrismTheme } from 'prism-react-renderer';

import { codeColourVariable, kebabCase } from '../utils/codeColours';

type StylesByType = Map<string, Record<string, string | number>>;

/** A code theme without faded tokens (some themes dim namespaces with opacity) and with the given colours replaced. */
function readableCodeTheme(theme: PrismTheme, colorsByTokenType: Record<string, string> = {}): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({ types, style }) => {
      const { opacity: _fadedBy, ...opaqueStyle } = style;
      const replacement = types.map((type) => colorsByTokenType[type]).find(Boolean);
      return { types, style: replacement ? { ...opaqueStyle, color: replacement } : opaqueStyle };
    }),
  };
}

/**
 * Code colours that all reach WCAG AA (4.5:1) on their background: VS Light with its one weaker colour (attribute
 * names, pure red at 4.0:1) darkened, and Oceanic Next in dark mode, whose weakest colour is 4.7:1.
 */
export const lightCodeTheme = readableCodeTheme(themes.vsLight, { 'attr-name': 'rgb(196, 0, 29)' });
export const darkCodeTheme = readableCodeTheme(themes.oceanicNext);

/** A theme's style for each token type, later entries overriding earlier ones as prism-react-renderer merges them. */
function stylesByType(theme: PrismTheme): StylesByType {
  const byType: StylesByType = new Map([['plain', { ...theme.plain }]]);
  for (const { types, languages, style } of theme.styles) {
    if (languages) {
      throw new Error(
        `The code theme styles "${types.join(', ')}" for some languages only; code colours are CSS variables per token ` +
          'type, the same for every language (src/config/codeThemes.ts).',
      );
    }
    for (const type of types) {
      byType.set(type, { ...byType.get(type), ...style });
    }
  }
  return byType;
}

const variableStyle = (type: string, properties: Iterable<string>) =>
  Object.fromEntries([...properties].map((property) => [property, `var(${codeColourVariable(type, property)})`]));

/**
 * The theme code blocks are rendered with in both colour modes: each property any of the given themes sets is a CSS
 * variable (`codeColoursCss` gives their values per mode). The HTML of a code block is then right in either mode,
 * and the browser keeps the built HTML instead of rendering every code block again once the colour mode is known.
 */
export function variablesCodeTheme(...modeThemes: PrismTheme[]): PrismTheme {
  const propertiesByType = new Map<string, Set<string>>();
  for (const [type, style] of modeThemes.flatMap((theme) => [...stylesByType(theme)])) {
    const properties = propertiesByType.get(type) ?? new Set<string>();
    Object.keys(style).forEach((property) => properties.add(property));
    propertiesByType.set(type, properties);
  }
  const { plain = new Set<string>(), ...tokenTypes } = Object.fromEntries(propertiesByType);
  return {
    plain: variableStyle('plain', plain),
    styles: Object.entries(tokenTypes).map(([type, properties]) => ({ types: [type], style: variableStyle(type, properties) })),
  };
}

/**
 * The code colours style sheet: the values of the code colour variables (the light theme's by default, the dark
 * theme's in dark mode), and a rule per token type that colours tokens of that one type with them.
 */
export function codeColoursCss(light: PrismTheme, dark: PrismTheme): string {
  const declarations = (styles: StylesByType) =>
    [...styles].flatMap(([type, style]) => Object.entries(style).map(([property, value]) => [codeColourVariable(type, property), String(value)]));
  const lightDeclarations = declarations(stylesByType(light));
  const darkDeclarations = declarations(stylesByType(dark));
  const setInDark = new Set(darkDeclarations.map(([variable]) => variable));
  // `initial` leaves a variable unset, so a token falls back to its other types as it does in the dark theme itself.
  const unsetInDark = lightDeclarations.filter(([variable]) => !setInDark.has(variable)).map(([variable]) => [variable, 'initial']);
  const block = (entries: string[][]) => entries.map(([variable, value]) => `${variable}:${value}`).join(';');
  const tokenRules = variablesCodeTheme(light, dark).styles.map(({ types: [type], style }) => {
    if (!/^[\w-]+$/.test(type)) {
      throw new Error(`The Prism token type "${type}" cannot be a CSS class name (src/config/codeThemes.ts).`);
    }
    return `.prism-code .token.${type}{${Object.entries(style).map(([property, value]) => `${kebabCase(property)}:${value}`).join(';')}}`;
  });
  return `:root{${block(lightDeclarations)}}[data-theme='dark']{${block([...darkDeclarations, ...unsetInDark])}}${tokenRules.join('')}`;
}
