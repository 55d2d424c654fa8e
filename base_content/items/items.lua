-- Item effects that are more than plain data. Every handler is called as fn(ctx, ev) with
-- ev = { figure, item, amount } (the item hook). No state is kept between calls.
--
-- A script may be stopped at a question and run again from the start once the player has
-- answered, so every handler asks all its questions first and only then changes the game.
--
-- Conventions used here (see base_content/PROVENANCE.md, "Items"):
-- * pay_* functions are element costs for items whose effect is otherwise data (pierce, a
--   condition): they return true when the cost was paid and false when it could not be, and the
--   data effect should apply only after true.
-- * For "that enemy" effects the enemy is read from ev.attacker (enemy-attack windows) or ev.target
--   (your-attack windows) when the engine passes it; otherwise the player is asked to point at it.
-- * game.ask returns the 1-based index of the chosen option; game.ask_hex returns the chosen hex
--   (or its 1-based index).

local ELEMENTS = { "fire", "ice", "air", "earth", "light", "dark" }

local function same_hex(a, b)
  return a.q == b.q and a.r == b.r
end

local function distance(a, b)
  local dq, dr = a.q - b.q, a.r - b.r
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2
end

local function neighbours(h)
  return {
    { q = h.q + 1, r = h.r }, { q = h.q + 1, r = h.r - 1 }, { q = h.q, r = h.r - 1 },
    { q = h.q - 1, r = h.r }, { q = h.q - 1, r = h.r + 1 }, { q = h.q, r = h.r + 1 },
  }
end

local function is_available(name)
  for _, e in ipairs(elements.available()) do
    if e == name then return true end
  end
  return false
end

-- Let the player pick one of `options` (strings); returns the chosen string.
local function choose(prompt, options)
  if #options == 1 then return options[1] end
  local i = game.ask(prompt, options)
  return options[i]
end

-- Let the player pick one of `hexes`; returns the chosen hex.
local function choose_hex(prompt, hexes)
  if #hexes == 1 then return hexes[1] end
  local answer = game.ask_hex(prompt, hexes)
  if type(answer) == "table" then return answer end
  return hexes[answer]
end

-- Picks which of the listed elements to spend (asking only if several are available). No side
-- effect: the caller consumes it once every question has been answered.
local function choose_payment(names)
  local options = {}
  for _, name in ipairs(names) do
    if is_available(name) then options[#options + 1] = name end
  end
  if #options == 0 then
    game.message("No " .. table.concat(names, " or ") .. " element is available to spend.")
    return nil
  end
  return choose("Spend which element?", options)
end

local function pay_one_of(names)
  local element = choose_payment(names)
  return element ~= nil and elements.consume(element)
end

local function monsters()
  local list = {}
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then list[#list + 1] = f end
  end
  return list
end

-- The enemy an item effect is aimed at: the engine's event field when given, else the player's pick.
local function enemy_of(ev, field, prompt)
  local id = ev[field]
  if id ~= nil then
    if type(id) == "table" then return id end
    return figures.get(id)
  end
  local hexes = {}
  for _, m in ipairs(monsters()) do hexes[#hexes + 1] = m.hex end
  if #hexes == 0 then return nil end
  local id_at = figures.at(choose_hex(prompt, hexes))
  if id_at == nil then return nil end
  return figures.get(id_at)
end

-- Hexes a controlled figure could end a move of `points` on (obstacles block, difficult terrain
-- costs 2, it may pass its allies but not its enemies, and must end on an empty hex).
local function reachable(fig, points)
  local best = { [fig.hex.q .. "," .. fig.hex.r] = 0 }
  local frontier = { { hex = fig.hex, cost = 0 } }
  local result = { fig.hex }
  while #frontier > 0 do
    local cur = table.remove(frontier, 1)
    for _, n in ipairs(neighbours(cur.hex)) do
      if board.exists(n) then
        local terrain = board.terrain(n)
        local cost = cur.cost + ((terrain == "difficult") and 2 or 1)
        local key = n.q .. "," .. n.r
        local other = figures.at(n)
        local blocked = terrain == "obstacle" or terrain == "objective"
        if other ~= nil then
          local o = figures.get(other) or other
          if type(o) == "table" and o.kind ~= fig.kind then blocked = true end
        end
        if not blocked and cost <= points and (best[key] == nil or cost < best[key]) then
          if best[key] == nil and other == nil then result[#result + 1] = n end
          best[key] = cost
          frontier[#frontier + 1] = { hex = n, cost = cost }
        end
      end
    end
  end
  return result
end

-- Items 1 (Rosethorn Knife), 10 (Tanglevine Whip), 13 (Robin's Feather Arrows): element costs.
function pay_ice_or_earth(ctx, ev) return pay_one_of({ "ice", "earth" }) end
function pay_earth_or_light(ctx, ev) return pay_one_of({ "earth", "light" }) end
function pay_fire_or_air(ctx, ev) return pay_one_of({ "fire", "air" }) end

-- Item 6, Drop of Clean Water: spend Ice or Air to remove one negative condition.
function clean_water(ctx, ev)
  local me = figures.character()
  local negative = {}
  for _, c in ipairs(me.conditions) do
    if c ~= "strengthen" and c ~= "invisible" then negative[#negative + 1] = c end
  end
  if #negative == 0 then
    game.message("You have no negative condition to remove.")
    return nil
  end
  local element = choose_payment({ "ice", "air" })
  if element == nil then return nil end
  local condition = choose("Remove which condition?", negative)
  if elements.consume(element) then figures.remove_condition(me.id, condition) end
  return nil
end

-- Item 11, Magnetic Needle: control one enemy within range 5: Move 2.
function magnetic_needle(ctx, ev)
  local me = figures.character()
  local hexes = {}
  for _, m in ipairs(monsters()) do
    if distance(me.hex, m.hex) <= 5 then hexes[#hexes + 1] = m.hex end
  end
  if #hexes == 0 then
    game.message("No enemy is within range 5.")
    return nil
  end
  local target = figures.at(choose_hex("Which enemy do you control with the needle?", hexes))
  -- Control: Move 2 is forced movement; the player picks the destination and hazards on the way apply.
  local moved, why = figures.control_move(target, 2)
  if not moved and why then game.message(why) end
  return nil
end

-- Item 14, Nightshade Pollen: after an enemy's attack, spend Earth or Dark to poison it.
function nightshade_pollen(ctx, ev)
  local enemy = enemy_of(ev, "attacker", "Which enemy attacked you?")
  if enemy == nil then return nil end
  local element = choose_payment({ "earth", "dark" })
  if element ~= nil and elements.consume(element) then figures.add_condition(enemy.id, "poison") end
  return nil
end

-- Item 18, Chestnut Shell Shield: the Retaliate 1 part (Shield 1 is data). Retaliate answers an
-- adjacent attacker with 1 damage.
function retaliate_one(ctx, ev)
  local enemy = enemy_of(ev, "attacker", "Which enemy is attacking you?")
  if enemy ~= nil and distance(enemy.hex, figures.character().hex) <= 1 then
    figures.damage(enemy.id, 1)
  end
  return nil
end

-- Items 21 and 39: create wild elements. The player names each element when it is created.
local function wild(count)
  local chosen = {}
  for i = 1, count do chosen[i] = choose("Create which element?", ELEMENTS) end
  for _, e in ipairs(chosen) do elements.infuse(e) end
end
function two_wild_elements(ctx, ev) wild(2); return nil end
function one_wild_element(ctx, ev) wild(1); return nil end

-- Item 29, Embernettle: during an enemy's attack, spend Fire or Earth to wound it.
function embernettle(ctx, ev)
  local enemy = enemy_of(ev, "attacker", "Which enemy is attacking you?")
  if enemy == nil then return nil end
  local element = choose_payment({ "fire", "earth" })
  if element ~= nil and elements.consume(element) then figures.add_condition(enemy.id, "wound") end
  return nil
end

-- Item 35, Prismatic Gem: spend any one element for +1 Attack.
function prismatic_gem(ctx, ev)
  if not pay_one_of(ELEMENTS) then return nil end
  return ev.amount + 1
end

-- Item 37, Duskhaze Gem: during an enemy's attack, spend Air or Dark: Shield 1 and muddle it.
function duskhaze_gem(ctx, ev)
  local enemy = enemy_of(ev, "attacker", "Which enemy is attacking you?")
  local element = choose_payment({ "air", "dark" })
  if element == nil or not elements.consume(element) then return nil end
  if enemy ~= nil then figures.add_condition(enemy.id, "muddle") end
  return math.max(0, ev.amount - 1)
end

-- Item 38, Brightlure Gem: after your attack, spend Air or Light: the target moves 1 hex (you pick).
function brightlure_gem(ctx, ev)
  local enemy = enemy_of(ev, "target", "Which enemy did you attack?")
  if enemy == nil then return nil end
  local element = choose_payment({ "air", "light" })
  if element == nil then return nil end
  local dest = choose_hex("Where does it move?", reachable(enemy, 1))
  if elements.consume(element) and not same_hex(dest, enemy.hex) then figures.move(enemy.id, dest) end
  return nil
end
