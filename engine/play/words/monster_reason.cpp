// Why the monster planner chose as it did, told from its fields (decision/monster_turn.h).
#include <string>

#include "engine/play/words/say.h"
#include "engine/play/words/words.h"

namespace bnb::words {
namespace {

using S = Sentence;

// The sentence of the plan's kind.
std::string kind_sentence(MonsterTurnKind kind, const MonsterTurnWhy& why, const Lang& l) {
  const int n = why.points;
  switch (kind) {
    case MonsterTurnKind::NoFocusUnreachable: return l.say(why.off_map ? S::WhyOffMap : S::WhyUnreachable, {});
    case MonsterTurnKind::NoFocusInvisible: return l.say(S::WhyInvisible, {});
    case MonsterTurnKind::Attacks:
      if (!why.moves) return l.say(S::WhyAttacksFromHere, {});
      if (why.steps_away) return l.say(S::WhyStepsAway, {{"n", n}});
      return l.say(S::WhyMovesAndAttacks, {{"n", n}});
    case MonsterTurnKind::MovesIntoPosition:
    case MonsterTurnKind::InPosition:
      if (!why.moves) return l.say(why.has_attack ? S::WhyDisarmedStays : S::WhyNoAttackStays, {});
      if (why.has_attack) return l.say(S::WhyDisarmedMoves, {{"n", n}});
      return l.say(S::WhyNoAttackMoves, {{"n", n}});
    case MonsterTurnKind::MovesCloser: {
      if (why.tied_goals > 1) {
        return l.say(why.stays_too ? S::WhyTiedGoalsOrStays : S::WhyTiedGoals,
                   {{"n", why.tied_goals}, {"points", why.path_points}});
      }
      return l.say(S::WhyMovesCloser,
                 {{"n", n}, {"from", std::to_string(why.path_points)}, {"left", std::to_string(why.points_left)}});
    }
    case MonsterTurnKind::CannotShorten: return l.say(S::WhyCannotShorten, {});
    case MonsterTurnKind::CannotMove:
      if (why.immobilized) return l.say(why.will_attack ? S::WhyImmobilizedNoAttack : S::WhyImmobilized, {});
      if (why.has_move) return l.say(why.will_attack ? S::WhyNoMovePointsNoAttack : S::WhyNoMovePoints, {});
      return l.say(why.will_attack ? S::WhyNoMoveNoAttack : S::WhyNoMove, {});
  }
  return {};
}

}  // namespace

std::string monster_turn_reason(MonsterTurnKind kind, const MonsterTurnWhy& why, bool disadvantage, const Lang& l) {
  std::string out = kind_sentence(kind, why, l);
  // The two kinds without a focus say all; the others may add the attack's disadvantage and the hazards.
  if (kind == MonsterTurnKind::NoFocusUnreachable || kind == MonsterTurnKind::NoFocusInvisible) return out;
  if (kind == MonsterTurnKind::Attacks && disadvantage) out += ' ', out += l.say(why.muddled ? S::WhyMuddled : S::WhyDisadvantage, {});
  if (why.hazards > 0)
    out += ' ', out += l.say(S::WhyHazards, {{"n", why.hazards}});
  return out;
}

}  // namespace bnb::words
