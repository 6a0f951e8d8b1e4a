// A regular expression with the g or y flag keeps `lastIndex` between calls of .test() and
// .exec(): the same text then passes one call and fails the next (issue 27: every second text
// with a broken character passed validation). Such an expression may be used only where the
// engine resets it (replace, replaceAll, matchAll, split). This rule reports .test()/.exec() on a
// g/y literal, or on a name (a const, or a module's) whose value is one.

/** The flags of a regular expression literal or `new RegExp(…, 'flags')`, else undefined. */
function flagsOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && node.regex) return node.regex.flags;
  if (
    (node.type === 'NewExpression' || node.type === 'CallExpression') &&
    node.callee.type === 'Identifier' &&
    node.callee.name === 'RegExp'
  ) {
    const flags = node.arguments[1];
    return flags?.type === 'Literal' && typeof flags.value === 'string' ? flags.value : '';
  }
  return undefined;
}

/** The value a name was declared with (const or let, same file), if it can be seen. */
function initOf(scopeManager, scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (!variable) continue;
    const definition = variable.defs.find((def) => def.type === 'Variable');
    return definition?.node.init ?? undefined;
  }
  return undefined;
}

export const noStatefulRegex = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid .test()/.exec() on a regular expression with the g or y flag' },
    messages: {
      stateful:
        'A /g or /y regular expression keeps lastIndex between .{{method}}() calls, so the same text can pass once and fail the next time: drop the flag (use a separate /g one for replace).',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      'CallExpression > MemberExpression.callee[property.name=/^(test|exec)$/]'(member) {
        let target = member.object;
        if (target.type === 'Identifier') {
          target = initOf(sourceCode.scopeManager, sourceCode.getScope(member), target.name);
        }
        const flags = flagsOf(target);
        if (flags !== undefined && /[gy]/.test(flags)) {
          context.report({
            node: member,
            messageId: 'stateful',
            data: { method: member.property.name },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-stateful-regex': noStatefulRegex } };
