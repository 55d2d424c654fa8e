-- Silent Knife card scripts. See cards/silent-knife.yaml for the printed text of each.
local common = require("cards.common")

-- From the Shadows / Death from the Shadows (a round bonus: called at every rule hook while the
-- card is in the active area, this round). Each attack the Silent Knife performs while Invisible gains
-- +2 Attack, and a target that survives it is Poisoned.
function from_the_shadows(ctx, ev)
  if ctx.hook ~= "before_attack" and ctx.hook ~= "after_attack" then return nil end
  if not common.is_character(ev.attacker) then return nil end
  local me = common.figure(ev.attacker)
  if not common.has_condition(me, "invisible") then return nil end
  if ctx.hook == "before_attack" then return ev.amount + 2 end
  local target = common.figure(ev.target)
  if target ~= nil then figures.add_condition(target.id, "poison") end
  return nil
end
