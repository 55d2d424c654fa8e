#pragma once
// The sentences a player reads, each whole and with named placeholders ("{who} attacks
// {target}"), so that a catalogue of another language can give the same sentence in its own word
// order. A sentence is looked up by its id; no sentence is assembled from pieces of others.
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace bnb::words {

// Every sentence, by id. The English text of each is in say.cpp.
#define BNB_SENTENCES(X)                                                                          \
  X(MoveTo, "move to {hex} ({points})")                                                           \
  X(MovePoints, "{n} move points")                                                                \
  X(MovePoint, "1 move point")                                                                    \
  X(Hazards, "{n} hazards")                                                                       \
  X(OneHazard, "1 hazard")                                                                        \
  X(AvoidingHazards, "avoiding hazards and plates")                                               \
  X(EndsOnHazard, "ends on hazard '{name}'")                                                      \
  X(EndsOnPlate, "ends on pressure plate '{name}'")                                               \
  X(Through, "through {hexes}")                                                                   \
  X(ForcedPush, "push {who} to {hex}")                                                            \
  X(ForcedPull, "pull {who} to {hex}")                                                            \
  X(FigureTo, "{who} to {hex}")                                                                   \
  X(FigureToVia, "{who} to {hex} via {hexes}")                                                    \
  X(TargetStats, "{who} (HP {hp}/{max_hp}{stats}{conditions})")                                  \
  X(Shield, ", shield {n}")                                                                       \
  X(Retaliate, ", retaliate {n}")                                                                 \
  X(Conditions, " [{list}]")                                                                      \
  X(AreaHits, "area at {hex} (hexes {hexes}), hits {list}")                                       \
  X(AreaHitsNothing, "area at {hex} (hexes {hexes}), hits nothing")                               \
  X(Objective, "objective {hex}")                                                                 \
  X(ScriptHex, "{text} {hex}")                                                                    \
  X(HexWithWhat, "{hex} ({what})")                                                                \
  X(East, "east")                                                                                 \
  X(West, "west")                                                                                 \
  X(NorthEast, "north-east")                                                                      \
  X(NorthWest, "north-west")                                                                      \
  X(SouthEast, "south-east")                                                                      \
  X(SouthWest, "south-west")                                                                      \
  X(HazardNamed, "hazard '{name}'")                                                               \
  X(PlateNamed, "pressure plate '{name}'")                                                        \
  X(ConsumeFor, "consume {elements}: {before} becomes {after}")                                   \
  X(AnyElement, "any element")                                                                    \
  X(Equip, "equip {item}\n        {when}: {text}")                                                \
  X(ConsumeGains, " (consume {elements}: {gains})")                                              \
  X(GainValue, "+{n} {verb}")                                                                     \
  X(BonusRound, "{bonus} (round bonus)")                                                          \
  X(BonusPersistent, "{bonus} (persistent bonus)")                                                \
  X(BonusPersistentUses, "{bonus} (persistent bonus, {n} uses)")                                  \
  X(ShieldBonus, "Shield {n}")                                                                    \
  X(RetaliateBonus, "Retaliate {n}")                                                              \
  X(RetaliateRangeBonus, "Retaliate {n}, range {range}")                                          \
  X(InfuseAfter, "Infuse {elements}")                                                             \
  X(ActionLost, "{action} (lost)")                                                                \
  X(ActionLostForGood, "{action} (lost, cannot be recovered)")                                    \
  X(CardHalf, "{card} ({side}) {half}: {action}")                                                 \
  X(Top, "top")                                                                                   \
  X(Bottom, "bottom")                                                                             \
  X(CardSideLine, "side {side} (initiative {initiative})\n    top:    {top}\n    bottom: {bottom}") \
  X(AttackFacts, "attack {value} before modifiers, {reach}")                                      \
  X(RangeN, "range {n}")                                                                          \
  X(Melee, "melee")                                                                               \
  X(TargetWithEffects, "{target}, with {effects}")                                               \
  X(TargetWithoutEffects, "{target}, without {effects}")                                         \
  X(PushN, "push {n}")                                                                            \
  X(PullN, "pull {n}")                                                                            \
  X(UseItemNow, "use {item} now: {text}")                                                         \
  X(DismissNow, "dismiss {card}: its bonus ends")                                                 \
  X(MoveFacts, "{n} move points")                                                                 \
  X(MoveFactsJump, "{n} move points, jump")                                                       \
  X(DamageComing, "{n} damage coming")                                                            \
  X(HexesLeft, "{n} hexes left")                                                                  \
  X(HexLeft, "1 hex left")                                                                        \
  X(Facts, " ({facts})")                                                                          \
  X(YourTurn, "- {who}: your turn")                                                               \
  X(TheirTurn, "- {who}'s turn")                                                                  \
  X(YouMove, "  You move {n} hexes to {hex}")                                                     \
  X(YouMoveOne, "  You move 1 hex to {hex}")                                                      \
  X(TheyMove, "  {Who} moves {n} hexes to {hex}")                                                 \
  X(TheyMoveOne, "  {Who} moves 1 hex to {hex}")                                                  \
  X(YouAttack, "  You attack {target}: {roll} = {value}{result}")                                \
  X(TheyAttack, "  {Who} attacks {target}: {roll} = {value}{result}")                            \
  X(RollOne, "{cell} (row {row}, die {face})")                                                    \
  X(RollBase, "{base} {rolls}")                                                                   \
  X(TwoDice, "{rolls} [two dice]")                                                                \
  X(AllStopped, ", all stopped by shield: 0 damage")                                             \
  X(ShieldDamage, ", shield {shield}: {n} damage")                                               \
  X(Damage, ": {n} damage")                                                                       \
  X(YouSuffer, "  You suffer {n} damage (HP {hp})")                                               \
  X(TheySuffer, "  {Who} suffers {n} damage (HP {hp})")                                           \
  X(YouExhausted, "  You are exhausted")                                                          \
  X(TheyDie, "  {Who} dies")                                                                      \
  X(YouHeal, "  You heal {n} (HP {hp})")                                                          \
  X(TheyHeal, "  {Who} heals {n} (HP {hp})")                                                      \
  X(YouGain, "  You gain {condition}")                                                            \
  X(TheyGain, "  {Who} gains {condition}")                                                        \
  X(YouRetaliate, "  You retaliate {n} on {target}")                                              \
  X(TheyRetaliate, "  {Who} retaliates {n} on {target}")

enum class Sentence : uint16_t {
#define BNB_SENTENCE_ENUM(id, text) id,
  BNB_SENTENCES(BNB_SENTENCE_ENUM)
#undef BNB_SENTENCE_ENUM
};

// The sentence's text in the catalogue (English).
std::string_view sentence_text(Sentence s);

struct Arg {
  std::string_view name;
  std::string value;
};
// The sentence with each {name} replaced by its argument; {Name} (capitalised) gives the value
// with its first letter in upper case ("{Who} dies": "Bandit Guard 1 dies").
std::string say(Sentence s, std::initializer_list<Arg> args);

}  // namespace bnb::words
