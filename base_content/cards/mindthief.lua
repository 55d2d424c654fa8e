-- Mindthief card scripts. See cards/mindthief.yaml for the printed text of each.
local common = require("cards.common")

-- Puppet Strings / Marionette (an ability: ev.value = the attack, ev.range = the control range):
-- control one enemy within range; it moves up to 2 hexes (the player leads it), then attacks an
-- enemy adjacent to it, chosen by the player, with the monsters' modifier table.
function puppet_strings(ctx, ev)
  local me = figures.get(ev.figure)
  local hexes = {}
  for _, m in ipairs(common.monsters_near(me.hex, ev.range)) do hexes[#hexes + 1] = m.hex end
  if #hexes == 0 then
    game.message(game.text("mindthief.no-enemy-in-range", { range = ev.range }))
    return nil
  end
  local puppet = figures.at(common.choose_hex(game.text("mindthief.whose-mind"), hexes))
  figures.control_move(puppet, 2)
  local attacked, why = figures.control_attack(puppet, ev.value, 0, 1)
  -- why: the rules' reason (a Refusal), said in the player's language ("... is disarmed")
  if not attacked and why then game.message(why) end
  return nil
end

-- Parasitic Whisper / Parasitic Hunger, the augment (an active bonus: called at every rule hook
-- while the card is in the active area). The Mindthief's melee attacks gain +1 Attack, and an
-- enemy that survives one is Muddled. Melee is an attack without a range (ev.melee), whatever the
-- distance: a ranged attack on an adjacent enemy is not one (rules: "Range").
function parasite(ctx, ev)
  if ctx.hook ~= "before_attack" and ctx.hook ~= "after_attack" then return nil end
  if not common.is_character(ev.attacker) then return nil end
  local target = common.figure(ev.target)
  if ctx.hook == "before_attack" then
    if target ~= nil and ev.melee then return ev.amount + 1 end
    return nil
  end
  if target ~= nil and ev.melee then figures.add_condition(target.id, "muddle") end
  return nil
end
