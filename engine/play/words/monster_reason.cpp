// Why the monster planner chose as it did, told from its fields (decision/monster_turn.h).
#include <string>

#include "engine/play/words/say.h"
#include "engine/play/words/words.h"

namespace bnb::words {
namespace {

using S = Sentence;

// The sentence of the plan's kind.
std::string kind_sentence(MonsterTurnKind kind, const MonsterTurnWhy& why) {
  const std::string n = std::to_string(why.points);
  const bool one = why.points == 1;
  switch (kind) {
    case MonsterTurnKind::NoFocusUnreachable: return say(why.off_map ? S::WhyOffMap : S::WhyUnreachable, {});
    case MonsterTurnKind::NoFocusInvisible: return say(S::WhyInvisible, {});
    case MonsterTurnKind::Attacks:
      if (!why.moves) return say(S::WhyAttacksFromHere, {});
      if (why.steps_away) return say(one ? S::WhyStepsAwayOne : S::WhyStepsAway, {{"n", n}});
      return say(one ? S::WhyMovesAndAttacksOne : S::WhyMovesAndAttacks, {{"n", n}});
    case MonsterTurnKind::MovesIntoPosition:
    case MonsterTurnKind::InPosition:
      if (!why.moves) return say(why.has_attack ? S::WhyDisarmedStays : S::WhyNoAttackStays, {});
      if (why.has_attack) return say(one ? S::WhyDisarmedMovesOne : S::WhyDisarmedMoves, {{"n", n}});
      return say(one ? S::WhyNoAttackMovesOne : S::WhyNoAttackMoves, {{"n", n}});
    case MonsterTurnKind::MovesCloser: {
      if (why.tied_goals > 1) {
        const bool one_point = why.path_points == 1;
        const S s = why.stays_too ? (one_point ? S::WhyTiedGoalsOnePointOrStays : S::WhyTiedGoalsOrStays)
                                  : (one_point ? S::WhyTiedGoalsOnePoint : S::WhyTiedGoals);
        return say(s, {{"n", std::to_string(why.tied_goals)}, {"points", std::to_string(why.path_points)}});
      }
      return say(one ? S::WhyMovesCloserOne : S::WhyMovesCloser,
                 {{"n", n}, {"from", std::to_string(why.path_points)}, {"left", std::to_string(why.points_left)}});
    }
    case MonsterTurnKind::CannotShorten: return say(S::WhyCannotShorten, {});
    case MonsterTurnKind::CannotMove:
      if (why.immobilized) return say(why.will_attack ? S::WhyImmobilizedNoAttack : S::WhyImmobilized, {});
      if (why.has_move) return say(why.will_attack ? S::WhyNoMovePointsNoAttack : S::WhyNoMovePoints, {});
      return say(why.will_attack ? S::WhyNoMoveNoAttack : S::WhyNoMove, {});
  }
  return {};
}

}  // namespace

std::string monster_turn_reason(MonsterTurnKind kind, const MonsterTurnWhy& why, bool disadvantage) {
  std::string out = kind_sentence(kind, why);
  // The two kinds without a focus say all; the others may add the attack's disadvantage and the hazards.
  if (kind == MonsterTurnKind::NoFocusUnreachable || kind == MonsterTurnKind::NoFocusInvisible) return out;
  if (kind == MonsterTurnKind::Attacks && disadvantage) out += ' ', out += say(why.muddled ? S::WhyMuddled : S::WhyDisadvantage, {});
  if (why.hazards > 0)
    out += ' ', out += say(why.hazards == 1 ? S::WhyHazardsOne : S::WhyHazards, {{"n", std::to_string(why.hazards)}});
  return out;
}

}  // namespace bnb::words
