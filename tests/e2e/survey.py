"""Measuring the table as a player meets it (issue 19, "Measure and show"), for any game's e2e
tests: `survey_game` plays a whole game through clicks, and at every decision of a human checks
that a control to act with is in view without scrolling (inside the window as the player left
it, and not covered: the bar, an overlay), that nothing makes the page wider than the screen,
and, once for each kind of decision, what axe-core's `target-size` rule (WCAG 2.2, 24 px) finds
on the table, and which controls are drawn under 24 px (axe leaves SVG controls out).

    survey = survey_game(page, choose, "360x740")
    assert survey.share >= 0.95, survey.report()

`choose(codes)` picks the human's move from the codes the table offers (return None to stop).
The clicks are a player's: on the control in view if there is one, else where the table draws
it (the page scrolls to it), else in the list of every move; a step the table asks about first
is confirmed. A control drawn to say why a move is closed (`data-refused`) is not one to act
with. The screens between decisions (the hand-off to the next player, a round's result the
table holds on) are passed by their button, and counted apart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from playwright.sync_api import Page

from tests.e2e.conftest import (
    AXE_SCRIPT,
    axe_violations,
    click_and_confirm,
    moves,
    wait_for_move,
)
from tests.e2e.estate import ARRIVED, offered, over

# The controls of the human's decision that a player sees now without scrolling: inside the
# window, shown, and the topmost thing at their middle. Also whether the page is wider than
# the screen, and what is.
LOOK = """(selector) => {
  const width = document.documentElement.clientWidth, height = innerHeight;
  const seen = [];
  for (const node of document.querySelectorAll(selector)) {
    if (!node.checkVisibility({visibilityProperty: true})) continue;
    const box = node.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || box.top < 0 || box.left < 0
        || box.bottom > height || box.right > width) continue;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const name = node.dataset.action || node.dataset.cmd;
    if (top && (top === node || node.contains(top))) seen.push(name);
  }
  const wider = document.documentElement.scrollWidth > width;
  const culprits = wider ? [...document.querySelectorAll("#game *")]
    .filter((n) => n.getBoundingClientRect().right > width + 1)
    .slice(0, 3).map((n) => n.tagName.toLowerCase() + "." + n.getAttribute("class")) : [];
  const prompt = document.getElementById("prompt");
  return {seen, wider, culprits, prompt: prompt ? prompt.textContent : ""};
}"""
# A control to act with: one that applies a move (not one drawn to say why a move is closed).
ACTING = "#game [data-action]:not([data-refused]), dialog[open] [data-action]:not([data-refused])"
# The screens between two decisions that a player passes with one button: the hand-off (the
# device goes to the next player) and a moment the table holds on (a round's result).
BETWEEN = "#game [data-reveal], #game [data-cmd=moment]"
# Where each node axe names was: inside the shell's own parts (its buttons of actions, header,
# panes, log and players), or what the game's view draws (the board, the view's part of the
# decision panel).
SHELL_PARTS = "#actions, #prompt, .table-head, .table-panes, #log, .panel[data-pane=players]"


@dataclass
class Survey:
    """What a whole game showed at one screen size."""

    size: str
    decisions: int = 0
    in_view: int = 0
    missed: list[str] = field(default_factory=list)  # prompts of decisions with nothing in view
    too_wide: list[str] = field(default_factory=list)
    small_targets: dict[str, str] = field(default_factory=dict)  # axe's target -> where
    # Controls drawn smaller than 24 px either way, which axe does not look at (SVG): -> where.
    small_controls: dict[str, str] = field(default_factory=dict)
    checked_kinds: set[str] = field(default_factory=set)
    # The screens passed between decisions (hand-offs, moments) and those whose button was in
    # view without scrolling.
    between: int = 0
    between_in_view: int = 0

    @property
    def share(self) -> float:
        """The share of decisions with a control to act with in view."""
        return self.in_view / self.decisions if self.decisions else 0.0

    def small_in_shell(self) -> list[str]:
        """What the shell draws too small: axe's findings, and controls under 24 px."""
        found = {**self.small_targets, **self.small_controls}
        return [target for target, where in found.items() if where == "shell"]

    def report(self) -> str:
        lines = [
            f"{self.size}: {self.in_view} of {self.decisions} decisions in view"
            f" ({100 * self.share:.0f}%)",
            f"  too wide: {self.too_wide[:3]}",
            f"  small targets: {len(self.small_targets)} ({len(self.small_in_shell())} in the"
            f" shell): {list(self.small_targets)[:5]}",
            f"  controls under 24 px: {len(self.small_controls)}"
            f" ({sum(w == 'shell' for w in self.small_controls.values())} in the shell):"
            f" {list(self.small_controls)[:5]}",
        ]
        if self.between:
            lines.append(
                f"  screens between decisions (hand-offs, a round's end): {self.between},"
                f" their button in view at {self.between_in_view}"
            )
        lines += [f"  not in view: {prompt}" for prompt in self.missed[:8]]
        return "\n".join(lines)


def kind(codes: list[str]) -> str:
    """A decision's kind, for checking each once: the heads of the codes offered."""
    return " ".join(sorted({code.split(":")[0] for code in codes}))


# Every control shown on the table (SVG ones too) drawn under 24 px wide or high, as
# "tag.class [data-...]" -> "shell" or "view".
SMALL_CONTROLS = """(shell) => {
  const found = {};
  const selector = "#game [data-action], #game [data-open], #game [data-select], #game button,"
    + " #game summary, #game [role=button]";
  for (const node of document.querySelectorAll(selector)) {
    if (!node.checkVisibility({visibilityProperty: true})) continue;
    const box = node.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || (box.width >= 24 && box.height >= 24)) continue;
    if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) continue;
    const hook = ["data-action", "data-open", "data-select", "data-cmd"]
      .find((name) => node.hasAttribute(name));
    const name = `${node.tagName.toLowerCase()}.${node.getAttribute("class") || ""}`
      + (hook ? ` [${hook}=${node.getAttribute(hook).split(":")[0]}]` : "");
    found[name] = node.closest(shell) ? "shell" : "view";
  }
  return found;
}"""


def small_targets(page: Page) -> dict[str, str]:
    """What axe-core's target-size rule finds on the table once its motions have settled (a
    card on its way covers others for a moment; an endless pulse is not waited for): target ->
    "shell" or "view"."""
    if not AXE_SCRIPT.is_file():
        raise AssertionError(f"{AXE_SCRIPT} is missing: run npm ci")
    found = page.evaluate(
        """async (shell) => {
          if (typeof axe !== "object") return null;
          await Promise.all(document.getAnimations()
            .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => null)));
          const result = await axe.run("#game", {runOnly: ["target-size"],
                                                 resultTypes: ["violations"]});
          return result.violations.flatMap((v) => v.nodes.map((node) => [
            node.target.join(" "),
            document.querySelector(node.target[0])?.closest(shell) ? "shell" : "view"]));
        }""",
        SHELL_PARTS,
    )
    if found is None:
        axe_violations(page, "#game")  # injects axe-core (the driver's script, not the page's)
        return small_targets(page)
    return dict(found)


def look(page: Page, survey: Survey, codes: list[str]) -> None:
    """Check one decision of a human as the screen shows it once a decision about a space has
    shown (when the pawn is on it, issue 29)."""
    page.wait_for_function(ARRIVED, timeout=5_000)
    seen = page.evaluate(LOOK, ACTING)
    survey.decisions += 1
    if seen["seen"]:
        survey.in_view += 1
    else:
        survey.missed.append(seen["prompt"])
    if seen["wider"]:
        survey.too_wide.extend(seen["culprits"] or [seen["prompt"]])
    if kind(codes) not in survey.checked_kinds:
        survey.checked_kinds.add(kind(codes))
        survey.small_targets.update(small_targets(page))
        survey.small_controls.update(page.evaluate(SMALL_CONTROLS, SHELL_PARTS))


# Whether a control is in sight now: inside the window and above a bar fixed at its foot.
IN_SIGHT = """(n) => {
  const b = n.getBoundingClientRect(), bar = document.querySelector('[data-bar]');
  const fixed = bar && getComputedStyle(bar).position === 'fixed';
  const bottom = fixed ? Math.min(innerHeight, bar.getBoundingClientRect().top) : innerHeight;
  return b.top >= 0 && b.bottom <= bottom && b.left >= 0 && b.right <= innerWidth;
}"""


# Whether a click at a control's middle reaches it (nothing fixed or drawn over it there).
TAKES_A_CLICK = """(n) => {
  const b = n.getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return hit !== null && (hit === n || n.contains(hit));
}"""


# Every motion that ends has ended (a pulse that marks whose turn it is runs for ever).
# What moves has stopped: a looping halo and a banner fading after its read (Fuldrigger's
# fd-flash, 6 s) are not motion a player waits for.
SETTLED_MOTION = """() => document.getAnimations().every((a) => a.playState !== 'running'
    || (a.effect && a.effect.getComputedTiming().iterations === Infinity)
    || a.animationName === 'fd-flash')"""


def click_as_a_player(page: Page, code: str) -> None:
    """Click `code` where a player would: the control in view, else where the table draws it,
    else in the list of every move; confirm it if the table asks."""
    control = page.locator(f'#game [data-action="{code}"]:visible')
    aim = page.locator(f'#game [data-select^="aim:{code[5:]}@"]')  # Fuldrigger: a risky way
    if not control.count() and code.startswith("sail:") and aim.count():
        aim.first.focus()  # previewed at the first tap (its way, hazards and risk shown)
        page.keyboard.press("Enter")
        page.locator(".fd-risk").wait_for()
    if not control.count():
        page.locator("#all-moves > summary").click()
        control = page.locator(f'#all-moves [data-action="{code}"]')
    target = None
    for index in range(control.count()):
        if control.nth(index).evaluate(IN_SIGHT):
            target = control.nth(index)
            break
    if target is None:  # the player scrolls it into the middle of the screen, clear of the bar
        target = control.first
        target.evaluate("(n) => n.scrollIntoView({block: 'center', inline: 'center'})")
    # A player aims once what moves has stopped: a ship walking its route may end over it.
    page.wait_for_function(SETTLED_MOTION, timeout=5_000)
    if not target.evaluate(TAKES_A_CLICK):
        # A map cropped to its box may keep a place under the bar however the page scrolls,
        # or a ship come to rest may cover its middle:
        # the player reaches it by the keyboard (Tab to it, Enter), as the table allows.
        before = moves(page)
        asked = target.get_attribute("data-confirm")
        target.focus()
        page.keyboard.press("Enter")
        if asked:
            page.locator(f'dialog[data-confirm-for="{code}"] [data-action="{code}"]').click()
        wait_for_move(page, before)
        return
    click_and_confirm(page, target, code)


def pass_between(page: Page, survey: Survey) -> bool:
    """Pass a screen between decisions (the hand-off, a round's end) by its button, as a
    player does, noting whether the button was in view; False if there is none."""
    button = page.locator(BETWEEN)
    if not button.count():
        return False
    survey.between += 1
    survey.between_in_view += bool(page.evaluate(LOOK, BETWEEN)["seen"])
    before = page.evaluate("() => document.querySelector('[data-game]').innerHTML")
    button.first.click()
    page.wait_for_function(
        "(b) => document.querySelector('[data-game]').innerHTML !== b", arg=before
    )
    return True


def survey_game(
    page: Page,
    choose: Callable[[list[str]], str | None],
    size: str,
    limit: int = 2000,
    watch: Callable[[list[str] | None], None] | None = None,
) -> Survey:
    """Play the human seats of the game on `page` to its end (the bots play between) and
    survey every decision. `watch`, if given, checks more of the same game: it is called with
    the codes offered at each decision, and with None at each screen between, before either
    is passed (so that a game's own test need not play another game)."""
    survey = Survey(size)
    for _ in range(limit):
        if over(page):
            return survey
        if watch is not None and page.locator(BETWEEN).count():
            watch(None)
        if pass_between(page, survey):
            continue
        codes = offered(page)
        if not codes:
            page.wait_for_timeout(30)  # the bots are playing
            continue
        look(page, survey, codes)
        if watch is not None:
            watch(codes)
        code = choose(codes)
        if code is None:
            return survey
        click_as_a_player(page, code)
    raise AssertionError(f"the game did not end within {limit} steps\n{survey.report()}")
