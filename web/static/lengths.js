// How long a game lasts, said in the new-game form for the length chosen (issue 29: a default
// Fortuna game, "until one is left", lasts hundreds of rounds and the form did not say so).
// The lobby (lobby.js) asks `window.fgLengths.say(game, players, options, t, tn)`.
"use strict";

(function () {
  // Measured by `python bench/lengths.py --games 31`: whole games between the default bots, at
  // each game's default number of players (`players`), its other options as they come. Minutes
  // at a human pace: 8 s a move with a choice, 2 s a move with one, every seat a human.
  // `round_minutes`: the median minutes a round (games cut at 20 rounds; For Fame & Fortune, a
  // Game Round); `own_end_rounds`, `own_end_minutes`: the medians of games played to the
  // rulebook's own end (rounds 0: until one is left; as many Game Rounds as players; Plinius's
  // one game). A round of more players takes longer: scaled by the players.
  const FIGURES = {
    plinius: { players: 1, own_end_rounds: 1, own_end_minutes: 7 },
    eurobusiness: { players: 4, round_minutes: 0.97, own_end_rounds: 77, own_end_minutes: 62 },
    fortuna: { players: 4, round_minutes: 1.17, own_end_rounds: 255, own_end_minutes: 148 },
    fame_fortune: { players: 4, own_end_rounds: 4, own_end_minutes: 34, round_minutes: 8.43 },
    fuldrigger: { players: 3, round_minutes: 3.79 },
  };

  // "about 40 minutes", "about an hour", "about 2 hours": rounded as a player plans an evening.
  function duration(minutes, t) {
    if (minutes < 55) return t("about {count} min", { count: Math.max(5, Math.round(minutes / 5) * 5) });
    if (minutes < 90) return t("about an hour");
    return t("about {count} h", { count: Math.round(minutes / 60) });
  }

  function say(game, players, options, t, tn) {
    const found = FIGURES[game];
    if (!found) return "";
    const scale = (players || found.players) / found.players;
    const rounds = Number(options.rounds || 0);
    if (rounds > 0 && found.round_minutes) {
      const time = duration(rounds * found.round_minutes * scale, t);
      return tn("{count} round: {time}.", "{count} rounds: {time}.", { count: rounds, time });
    }
    if (!found.own_end_minutes) return "";
    const time = duration(found.own_end_minutes * scale, t);
    if (game === "eurobusiness" || game === "fortuna") {
      return t("Until one is left: {time} (bots took {rounds} rounds), or set the rounds for a shorter game.", {
        time,
        rounds: found.own_end_rounds,
      });
    }
    if (game === "fame_fortune") return t("As many rounds as players: {time}.", { time });
    return t("A game: {time}.", { time });
  }

  window.fgLengths = { say };
})();
